import { type ReactNode, useState } from "react";
import { AuthContext } from "../lib/auth-context";
import { createLazyAuthStore } from "../lib/lazy-auth-store";

/**
 * Provides the authentication state (lib/auth-store.ts) to the whole app. It starts "loading" on the
 * server and in the first client render alike (prerendered pages hydrate to the same markup), and
 * fetches Better Auth's client only once a session or an auth operation needs it. Components read it
 * with useAuthState and useAuthActions (../hooks/use-auth.ts), each subscribed to the part it shows.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    // Nothing the previous user loaded may show to whoever signs in next in this tab. The cache's
    // module comes with the pages that use it: fetched here, it is already in hand on sign-out.
    createLazyAuthStore({
      onSignedOut: () => void import("@/client/lib/query-provider").then(({ clearQueryCache }) => clearQueryCache()),
    }),
  );
  return <AuthContext value={store}>{children}</AuthContext>;
}
