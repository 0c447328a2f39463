import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { FullScreenSpinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { useAuthState } from "../hooks/use-auth";

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
export function PublicOnly({ children }: { children: ReactNode }) {
  const status = useAuthState((auth) => auth.status);
  const state = useHistoryState();
  if (status === "authenticated") return <Redirect to={readReturnPath(state)} replace />;
  return children;
}

/** The workspace: a signed-out visitor is sent to the login page, which brings them back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuthState((auth) => auth.status);
  const [pathname] = useLocation();
  const search = useSearch();
  if (status === "loading") return <FullScreenSpinner />;
  if (status === "unauthenticated") {
    return <Redirect to={paths.login} replace state={{ from: search ? `${pathname}?${search}` : pathname }} />;
  }
  return children;
}
