import { Navigate, Outlet, useLocation } from "react-router";
import { FullScreenSpinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { useAuth } from "../hooks/use-auth";

/** Where RequireAuth found the visitor; only an in-app path is trusted as a place to return to. */
function readReturnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : paths.dashboard;
}

/**
 * Public pages: a signed-in user is sent to the workspace, or back to where they were going. While
 * the session is unknown the page shows as to a signed-out visitor, which is what was prerendered
 * (scripts/prerender.mjs): hydration needs the same markup, and most visitors here are signed out.
 */
export function PublicOnly() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === "authenticated") return <Navigate to={readReturnPath(location.state)} replace />;
  return <Outlet />;
}

/** The workspace: a signed-out visitor is sent to the login page, which brings them back after. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === "loading") return <FullScreenSpinner />;
  if (status === "unauthenticated") {
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
