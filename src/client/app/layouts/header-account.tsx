import { clsx } from "clsx";
import { LogOut } from "lucide-react";
import { useLocation } from "wouter";
import { Button, ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { useAuthActions, useAuthState } from "@/client/features/auth";

type HeaderAccountProps = {
  /** "overlay" sits on the home page's dark hero; "menu" stacks full width in the mobile menu. */
  variant: "solid" | "overlay" | "menu";
  onNavigate?: () => void;
};

/**
 * Login and Sign Up for visitors; avatar, name and Logout for a signed-in user (e.g. on /reset-password).
 * Visitors' buttons also show while the session is unknown: prerendered pages are built that way.
 */
export function HeaderAccount({ variant, onNavigate }: HeaderAccountProps) {
  // The auth context, not the raw client: logout then clears every tab and survives a server failure.
  const user = useAuthState((auth) => auth.user);
  const { logout } = useAuthActions();
  const [, navigate] = useLocation();
  const isMenu = variant === "menu";
  const isOverlay = variant === "overlay";

  if (user) {
    const { name, email } = user;
    const displayName = name || email;
    async function logOut() {
      try {
        await logout();
      } finally {
        // Signed out locally either way (the auth context guarantees it): leave the page.
        onNavigate?.();
        navigate(paths.home);
      }
    }
    return (
      <div className={clsx("flex items-center gap-3", isMenu && "flex-wrap")}>
        <span
          aria-hidden
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-semibold text-white"
        >
          {displayName.charAt(0).toUpperCase()}
        </span>
        <span
          className={clsx(
            "truncate text-sm font-medium",
            isMenu ? "flex-1" : "hidden max-w-40 lg:block",
            isOverlay ? "text-white" : "text-slate-900",
          )}
        >
          {displayName}
        </span>
        <Button
          variant={isOverlay ? "ghost" : "secondary"}
          size="sm"
          onClick={logOut}
          className={clsx(isOverlay && "text-white hover:bg-white/10 hover:text-white focus-visible:outline-white")}
        >
          <LogOut aria-hidden className="size-4" />
          Logout
        </Button>
      </div>
    );
  }

  return (
    <div className={clsx("flex items-center gap-2", isMenu && "flex-col items-stretch")}>
      <ButtonLink
        to={paths.login}
        onClick={onNavigate}
        variant={isMenu ? "secondary" : "ghost"}
        size={isMenu ? "lg" : "sm"}
        className={clsx(isOverlay && "text-white hover:bg-white/10 hover:text-white focus-visible:outline-white")}
      >
        Login
      </ButtonLink>
      <ButtonLink
        to={paths.signup}
        onClick={onNavigate}
        size={isMenu ? "lg" : "sm"}
        className={clsx(isOverlay && "focus-visible:outline-white")}
      >
        Sign Up
      </ButtonLink>
    </div>
  );
}
