import { createAuthChannel } from "./auth-channel";
import { createAuthStore } from "./auth-store";
import { createSessionSource } from "./session-source";

/**
 * The app's auth store over Better Auth's client. A module of its own so the client (and every
 * sign-in call) is fetched only when a session or an auth operation needs it (lazy-auth-store.ts).
 */
export function createAppAuthStore(onSignedOut: () => void) {
  return createAuthStore({ session: createSessionSource(), channel: createAuthChannel(), onSignedOut });
}
