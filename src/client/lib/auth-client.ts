import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * Better Auth extends a session's life on the server whenever it is read, so re-reading it while
 * the tab is open (and whenever the window regains focus) keeps an active user signed in.
 */
const SESSION_REFETCH_INTERVAL_S = 5 * 60;

/** Gateway errors are passing hiccups: try again twice before reporting them. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/**
 * Better Auth's client; sessions live in httpOnly cookies, so no token is ever stored here. A
 * sign-in that needs a second factor answers `twoFactorRedirect`, which the login page turns into
 * its code step (no page load, so the remember-me choice survives).
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [twoFactorClient()],
  sessionOptions: { refetchInterval: SESSION_REFETCH_INTERVAL_S, refetchOnWindowFocus: true },
  fetchOptions: {
    retry: {
      type: "exponential",
      attempts: 2,
      baseDelay: 500,
      maxDelay: 2_000,
      shouldRetry: (response) => RETRYABLE_STATUSES.has(response?.status ?? 0),
    },
  },
});

export type AuthSession = typeof authClient.$Infer.Session;
