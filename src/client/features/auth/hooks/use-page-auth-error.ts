import { useEffect } from "react";
import { useAuth } from "./use-auth";

/**
 * The auth error for the form on this page. It is cleared when the form goes away, so a failed
 * login never greets the user on the sign-up page.
 */
export function usePageAuthError() {
  const { error, clearError } = useAuth();
  useEffect(() => clearError, [clearError]);
  return { error, clearError };
}
