import { type ReactNode, useMemo, useState, useSyncExternalStore } from "react";
import type { AuthContextValue } from "../lib/auth-context";
import { AuthContext } from "../lib/auth-context";
import { createLazyAuthStore } from "../lib/lazy-auth-store";

/**
 * Provides the authentication state (spec section 4) to the whole app. It starts "loading" on the
 * server and in the first client render alike (prerendered pages hydrate to the same markup), and
 * fetches Better Auth's client only once a session or an auth operation needs it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    // Nothing the previous user loaded may show to whoever signs in next in this tab. The cache's
    // module comes with the pages that use it: fetched here, it is already in hand on sign-out.
    createLazyAuthStore({
      onSignedOut: () => void import("@/client/lib/query-provider").then(({ clearQueryCache }) => clearQueryCache()),
    }),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const value = useMemo<AuthContextValue>(
    () => ({
      ...snapshot,
      login: store.login,
      verifyTwoFactor: store.verifyTwoFactor,
      register: store.register,
      logout: store.logout,
      clearError: store.clearError,
    }),
    [snapshot, store],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
