import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState, useSyncExternalStore } from "react";
import { createAuthChannel } from "../lib/auth-channel";
import type { AuthContextValue } from "../lib/auth-context";
import { AuthContext } from "../lib/auth-context";
import { createAuthStore } from "../lib/auth-store";
import { createSessionSource } from "../lib/session-source";

/** Provides the authentication state (spec section 4) to the whole app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [store] = useState(() =>
    createAuthStore({
      session: createSessionSource(),
      channel: createAuthChannel(),
      // Nothing the previous user loaded may show to whoever signs in next in this tab.
      onSignedOut: () => queryClient.clear(),
    }),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
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
