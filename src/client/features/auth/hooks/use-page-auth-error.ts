import { useEffect } from "react";
import { useAuthActions, useAuthState } from "./use-auth";

/**
 * The auth error for the form on this page. It is cleared when the form goes away, so a failed
 * login never greets the user on the sign-up page.
 */
export function usePageAuthError() {
  const error = useAuthState((auth) => auth.error);
  const { clearError } = useAuthActions();
  useEffect(() => clearError, [clearError]);
  return { error, clearError };
}
