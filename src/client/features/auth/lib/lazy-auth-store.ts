import { nextTask } from "@/client/lib/next-task";
import type { SignInValues } from "../api/sign-in";
import type { SignUpValues } from "../api/sign-up";
import type { TwoFactorMethod } from "../api/verify-two-factor";
import { type AuthChannel, createAuthChannel } from "./auth-channel";
import type { AuthSnapshot, AuthStore } from "./auth-store";

/** Before anything is known; also what the prerendered pages were built with, so hydration matches. */
export const INITIAL_AUTH_SNAPSHOT: AuthSnapshot = {
  status: "loading",
  user: null,
  session: null,
  authLoading: false,
  error: null,
};

/**
 * Whether the server holds a session for this browser: true or false, or undefined when it could
 * not tell (network failure, odd answer). A plain fetch of Better Auth's own endpoint, so a
 * signed-out visitor never downloads Better Auth's client.
 */
export async function probeSession(fetcher: typeof fetch = fetch): Promise<boolean | undefined> {
  try {
    const response = await fetcher("/api/auth/get-session", { credentials: "same-origin" });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { user?: unknown } | null;
    return Boolean(body?.user);
  } catch {
    return undefined;
  }
}

type LazyAuthStoreOptions = {
  onSignedOut: () => void;
  /** Loads the real store (app-auth-store.ts, with Better Auth's client); replaceable in tests. */
  loadStore?: () => Promise<AuthStore>;
  probe?: () => Promise<boolean | undefined>;
  createChannel?: () => AuthChannel;
};

export type LazyAuthStore = ReturnType<typeof createLazyAuthStore>;

/**
 * The auth store of auth-store.ts, fetched only when needed: public pages are mostly seen by
 * signed-out visitors, and Better Auth's client is about 15 KiB gzipped of their first download.
 * A session probe tells a signed-out visitor apart without it; a session found, a sign-in in
 * another tab or any auth operation loads the real store, which from then on is the only source.
 */
export function createLazyAuthStore({
  onSignedOut,
  loadStore = () => import("./app-auth-store").then((module) => module.createAppAuthStore(onSignedOut)),
  probe = probeSession,
  createChannel = createAuthChannel,
}: LazyAuthStoreOptions) {
  let snapshot = INITIAL_AUTH_SNAPSHOT;
  let store: AuthStore | undefined;
  let loading: Promise<AuthStore> | undefined;
  let started = false;
  let stopChannel: (() => void) | undefined;
  const listeners = new Set<() => void>();

  function publish(next: AuthSnapshot) {
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function load(): Promise<AuthStore> {
    loading ??= loadStore().then((loaded) => {
      store = loaded;
      stopChannel?.();
      const knownSignedOut = snapshot.status === "unauthenticated";
      const follow = () => {
        const next = loaded.getSnapshot();
        // A visitor already known to be signed out stays so while the real store makes its first lookup,
        // rather than flashing the loading state.
        publish(knownSignedOut && next.status === "loading" ? { ...next, status: "unauthenticated" } : next);
      };
      // The real store's first listener connects it to the session and the other tabs.
      loaded.subscribe(follow);
      follow();
      return loaded;
    });
    return loading;
  }

  async function start() {
    // After the task that subscribed, which is React's commit of the hydrated page: a page's first
    // fetch takes a few milliseconds of the main thread by itself (up to 9 on a slow CPU).
    await nextTask();
    void probe().then((hasSession) => {
      if (store || loading) return;
      if (hasSession !== false) {
        void load();
        return;
      }
      publish({ ...snapshot, status: "unauthenticated" });
      // A sign-in in another tab moves this one too, as the real store would.
      stopChannel = createChannel().subscribe((event) => {
        if (event === "signed-in") void load();
      });
    });
  }

  return {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => INITIAL_AUTH_SNAPSHOT,
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!started) {
        started = true;
        void start();
      }
      return () => {
        listeners.delete(listener);
      };
    },
    login: async (values: SignInValues) => (await load()).login(values),
    verifyTwoFactor: async (input: { code: string; method: TwoFactorMethod }) => (await load()).verifyTwoFactor(input),
    register: async (values: SignUpValues) => (await load()).register(values),
    logout: async () => (await load()).logout(),
    // Before the real store loads there is no error to clear.
    clearError: () => store?.clearError(),
  };
}
