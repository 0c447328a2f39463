import { use, useSyncExternalStore } from "react";
import { type AuthActions, AuthContext } from "../lib/auth-context";
import type { AuthSnapshot } from "../lib/auth-store";

function useAuthStore() {
  const store = use(AuthContext);
  if (!store) throw new Error("The auth hooks must be used inside <AuthProvider>");
  return store;
}

/**
 * One part of the auth state (the signed-in user and session, whether an operation runs, the last
 * one's error), as `select` picks it: `(auth) => auth.user`. The component re-renders only when that
 * part changes: each public page starts with the session unknown and learns it right after hydrating,
 * and a part that reads the same either way (the login form's) is not rendered again. `select` returns
 * a part as it is (a field, or a value computed from fields), never a new object.
 */
export function useAuthState<T>(select: (snapshot: AuthSnapshot) => T): T {
  const store = useAuthStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getSnapshot()),
    () => select(store.getServerSnapshot()),
  );
}

/** The auth operations alone: the component never re-renders for a change of the auth state. */
export function useAuthActions(): AuthActions {
  return useAuthStore();
}
