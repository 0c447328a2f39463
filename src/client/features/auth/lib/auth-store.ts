import type { AuthSession } from "@/client/lib/auth-client";
import { NO_USER_ON_LOGIN, type SignInValues, signInWithEmail } from "../api/sign-in";
import { signOut } from "../api/sign-out";
import { type SignUpValues, signUpWithEmail } from "../api/sign-up";
import { type TwoFactorMethod, verifyTwoFactor } from "../api/verify-two-factor";
import type { AuthChannel } from "./auth-channel";
import { AuthError } from "./call-auth";
import { mapAuthError } from "./map-auth-error";
import type { SessionSource } from "./session-source";

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";

export type AuthSnapshot = {
  /** "loading" only until the first session lookup ends. */
  status: AuthStatus;
  user: AuthSession["user"] | null;
  session: AuthSession["session"] | null;
  /** True while a login, registration, two-factor check or logout runs. */
  authLoading: boolean;
  error: string | null;
};

export const OPERATION_IN_PROGRESS = "Authentication operation already in progress";

type AuthStoreOptions = {
  session: SessionSource;
  channel: AuthChannel;
  /** Called when the user goes from signed in to signed out, here or in another tab. */
  onSignedOut?: () => void;
};

/**
 * The authentication state, kept outside React so the rules are plain code:
 * one operation at a time, a sign-in clears the last error, a logout signs this tab out even when
 * the server cannot be reached, and every tab follows a sign-in or sign-out made in another.
 */
export function createAuthStore(options: AuthStoreOptions) {
  const state = createAuthState(options);
  return {
    getSnapshot: state.getSnapshot,
    /** The first listener connects the store to the session and the other tabs; the last one disconnects it. */
    subscribe: state.subscribe,
    ...createAuthOperations(state, options),
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

type AuthState = ReturnType<typeof createAuthState>;

/** The snapshot React reads, and the one operation at a time that changes it. */
function createAuthState({ session, channel, onSignedOut }: AuthStoreOptions) {
  let authLoading = false;
  let error: string | null = null;
  // Set by a logout: hides a session the server may still hold until the next sign-in.
  let signedOutLocally = false;
  let hasResolved = !session.get().isPending;
  let snapshot = computeSnapshot();

  function computeSnapshot(): AuthSnapshot {
    const current = signedOutLocally ? null : session.get().data;
    const status = !hasResolved ? "loading" : current ? "authenticated" : "unauthenticated";
    return { status, user: current?.user ?? null, session: current?.session ?? null, authLoading, error };
  }

  function update() {
    const previous = snapshot;
    let next = computeSnapshot();
    if (!previous.user && next.user && error) {
      // The signed-in event: whatever went wrong before no longer applies.
      error = null;
      next = { ...next, error };
    }
    if (previous.user && !next.user) onSignedOut?.();
    const changed = (Object.keys(next) as (keyof AuthSnapshot)[]).some((key) => next[key] !== previous[key]);
    if (!changed) return;
    snapshot = next;
    listeners.notify();
  }

  function handleSessionChange() {
    hasResolved ||= !session.get().isPending;
    update();
  }

  const listeners = createListeners(() => {
    const stopSession = session.listen(handleSessionChange);
    const stopChannel = channel.subscribe((event) => {
      signedOutLocally = event === "signed-out";
      update();
      void session.refetch();
    });
    // The session may have changed between the first read and this subscription.
    handleSessionChange();
    return () => {
      stopSession();
      stopChannel();
    };
  });

  async function run<T>(operation: () => Promise<T>): Promise<T> {
    if (authLoading) throw new AuthError(OPERATION_IN_PROGRESS);
    authLoading = true;
    error = null;
    update();
    try {
      return await operation();
    } catch (caught) {
      const failure = caught instanceof AuthError ? caught : new AuthError(mapAuthError(caught));
      error = failure.message;
      throw failure;
    } finally {
      authLoading = false;
      update();
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: listeners.subscribe,
    run,
    update,
    setSignedOutLocally(value: boolean) {
      signedOutLocally = value;
    },
    clearError() {
      error = null;
      update();
    },
  };
}

/** A store's listeners: the first one connects the store to its sources, the last one disconnects it. */
function createListeners(connect: () => () => void) {
  const listeners = new Set<() => void>();
  let disconnect: (() => void) | undefined;
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) disconnect = connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        disconnect?.();
        disconnect = undefined;
      };
    },
  };
}

/** Login, two-factor check, registration and logout, each run as the one operation in progress. */
function createAuthOperations({ run, update, setSignedOutLocally, clearError }: AuthState, options: AuthStoreOptions) {
  const { session, channel } = options;

  /** A session now exists: read it before the operation ends, and tell the other tabs. */
  async function completeSignIn() {
    setSignedOutLocally(false);
    await session.refetch();
    channel.post("signed-in");
  }

  return {
    login: (values: SignInValues) =>
      run(async () => {
        const outcome = await signInWithEmail(values);
        if (!outcome.twoFactorRequired) await completeSignIn();
        return outcome;
      }),

    verifyTwoFactor: (input: { code: string; method: TwoFactorMethod }) =>
      run(async () => {
        const data = await verifyTwoFactor(input);
        if (!data?.user) throw new AuthError(NO_USER_ON_LOGIN);
        await completeSignIn();
      }),

    register: (values: SignUpValues) =>
      run(async () => {
        const outcome = await signUpWithEmail(values);
        if (!outcome.verificationRequired) await completeSignIn();
        return outcome;
      }),

    logout: () =>
      run(async () => {
        try {
          await signOut();
        } finally {
          setSignedOutLocally(true);
          channel.post("signed-out");
          update();
        }
      }),

    clearError,
  };
}
