import { Navigate, Outlet, useLocation } from "react-router";
import { FullScreenSpinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { authClient } from "@/client/lib/auth-client";

/** Public pages: a signed-in user is sent to the workspace. */
export function PublicOnly() {
  const { data: session, isPending } = authClient.useSession();
  if (isPending) return <FullScreenSpinner />;
  if (session) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** The workspace: a signed-out visitor is sent to the login page, which brings them back after. */
export function RequireAuth() {
  const { data: session, isPending } = authClient.useSession();
  const location = useLocation();
  if (isPending) return <FullScreenSpinner />;
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
