import { clsx } from "clsx";
import { LogOut } from "lucide-react";
import { useAuthActions, useAuthState } from "@/client/features/auth";

/** Logout in the navigation; the route guard then sends the user to the login page. */
export function LogoutNavButton({ isCollapsed = false }: { isCollapsed?: boolean }) {
  const { logout } = useAuthActions();
  const authLoading = useAuthState((auth) => auth.authLoading);
  return (
    <button
      type="button"
      disabled={authLoading}
      title={isCollapsed ? "Logout" : undefined}
      onClick={async () => {
        try {
          await logout();
        } catch {
          // This tab is signed out either way; the login page shows why the server call failed.
        }
      }}
      className={clsx(
        "flex h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-red-50 hover:text-red-700 disabled:opacity-60",
        isCollapsed ? "justify-center" : null,
      )}
    >
      <LogOut aria-hidden className="size-5 shrink-0" />
      <span className={isCollapsed ? "sr-only" : undefined}>Logout</span>
    </button>
  );
}
