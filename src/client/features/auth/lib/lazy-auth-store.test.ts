import { describe, expect, it, vi } from "vitest";
import type { AuthChannel, AuthSyncEvent } from "./auth-channel";
import type { AuthSnapshot, AuthStore } from "./auth-store";
import { createLazyAuthStore, INITIAL_AUTH_SNAPSHOT, probeSession } from "./lazy-auth-store";

const SIGNED_IN: AuthSnapshot = {
  status: "authenticated",
  user: { id: "u1", name: "Ada", email: "ada@example.com" } as AuthSnapshot["user"],
  session: null,
  authLoading: false,
  error: null,
};

/** A stand-in for the real store (auth-store.ts has its own tests): a snapshot the test sets. */
function fakeStore(initial: AuthSnapshot) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const store = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login: vi.fn(async () => ({ twoFactorRequired: false })),
    verifyTwoFactor: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    clearError: vi.fn(),
  };
  const set = (next: AuthSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return { store: store as unknown as AuthStore, set, login: store.login };
}

function fakeChannel() {
  let listener: ((event: AuthSyncEvent) => void) | undefined;
  const channel: AuthChannel = {
    post: () => {},
    subscribe: (next) => {
      listener = next;
      return () => (listener = undefined);
    },
  };
  return { channel, send: (event: AuthSyncEvent) => listener?.(event) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createLazyAuthStore", () => {
  it("starts loading, the same on the server, and tells a signed-out visitor without loading the real store", async () => {
    const loadStore = vi.fn();
    const { channel } = fakeChannel();
    const lazy = createLazyAuthStore({
      onSignedOut: () => {},
      loadStore,
      probe: async () => false,
      createChannel: () => channel,
    });
    expect(lazy.getServerSnapshot()).toBe(INITIAL_AUTH_SNAPSHOT);
    expect(lazy.getSnapshot().status).toBe("loading");
    const listener = vi.fn();
    lazy.subscribe(listener);
    await settle();
    expect(lazy.getSnapshot().status).toBe("unauthenticated");
    expect(listener).toHaveBeenCalled();
    expect(loadStore).not.toHaveBeenCalled();
  });

  it("asks the server in a task after the one that subscribed (React's commit), once", async () => {
    const probe = vi.fn(async () => false);
    const lazy = createLazyAuthStore({ onSignedOut: () => {}, probe, createChannel: () => fakeChannel().channel });
    lazy.subscribe(() => {});
    lazy.subscribe(() => {});
    expect(probe).not.toHaveBeenCalled();
    await settle();
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it("loads the real store when the server holds a session, or cannot tell, and follows it", async () => {
    for (const probed of [true, undefined]) {
      const fake = fakeStore(INITIAL_AUTH_SNAPSHOT);
      const lazy = createLazyAuthStore({
        onSignedOut: () => {},
        loadStore: async () => fake.store,
        probe: async () => probed,
      });
      lazy.subscribe(() => {});
      await settle();
      expect(lazy.getSnapshot().status).toBe("loading");
      fake.set(SIGNED_IN);
      expect(lazy.getSnapshot()).toBe(SIGNED_IN);
    }
  });

  it("loads the real store for an operation, keeping a known signed-out visitor signed out meanwhile", async () => {
    const fake = fakeStore(INITIAL_AUTH_SNAPSHOT);
    const lazy = createLazyAuthStore({
      onSignedOut: () => {},
      loadStore: async () => fake.store,
      probe: async () => false,
      createChannel: () => fakeChannel().channel,
    });
    lazy.subscribe(() => {});
    await settle();
    const values = { email: "ada@example.com", password: "secret", rememberMe: true };
    await lazy.login(values);
    expect(fake.login).toHaveBeenCalledWith(values);
    expect(lazy.getSnapshot().status).toBe("unauthenticated");
    fake.set(SIGNED_IN);
    expect(lazy.getSnapshot().status).toBe("authenticated");
  });

  it("loads the real store when another tab signs in", async () => {
    const fake = fakeStore(SIGNED_IN);
    const { channel, send } = fakeChannel();
    const lazy = createLazyAuthStore({
      onSignedOut: () => {},
      loadStore: async () => fake.store,
      probe: async () => false,
      createChannel: () => channel,
    });
    lazy.subscribe(() => {});
    await settle();
    send("signed-in");
    await settle();
    expect(lazy.getSnapshot().status).toBe("authenticated");
  });
});

describe("probeSession", () => {
  it("answers whether the server returned a user, and undefined when it could not tell", async () => {
    const answer =
      (body: unknown, status = 200) =>
      async () =>
        new Response(JSON.stringify(body), { status });
    expect(await probeSession(answer(null) as typeof fetch)).toBe(false);
    expect(await probeSession(answer({ user: { id: "u1" }, session: {} }) as typeof fetch)).toBe(true);
    expect(await probeSession(answer({}, 500) as typeof fetch)).toBeUndefined();
    expect(await probeSession((async () => Promise.reject(new TypeError("offline"))) as typeof fetch)).toBeUndefined();
  });
});
