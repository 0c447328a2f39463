import { expect, test, vi } from "vitest";
import type { AuthSession } from "@/client/lib/auth-client";
import type { AuthChannel, AuthSyncEvent } from "./auth-channel";
import { createAuthStore, OPERATION_IN_PROGRESS } from "./auth-store";
import type { SessionState } from "./session-source";

// Only Better Auth's client is replaced: the store, the API files and the error mapping are real.
const betterAuth = vi.hoisted(() => ({
  signInEmail: vi.fn(),
  signUpEmail: vi.fn(),
  signOut: vi.fn(),
  verifyTotp: vi.fn(),
}));
vi.mock("@/client/lib/auth-client", () => ({
  authClient: {
    signIn: { email: betterAuth.signInEmail },
    signUp: { email: betterAuth.signUpEmail },
    signOut: betterAuth.signOut,
    twoFactor: { verifyTotp: betterAuth.verifyTotp },
  },
}));

const SIGNED_IN = {
  user: { id: "u1", name: "Ada Lovelace", email: "ada@example.com" },
  session: { id: "s1", userId: "u1", expiresAt: new Date("2030-01-01") },
} as unknown as AuthSession;

/** Better Auth's session store: the server's answer arrives when the test says so. */
function createFakeSession(initial: SessionState, serverSession: AuthSession | null = initial.data) {
  let state = initial;
  const listeners = new Set<() => void>();
  const fake = {
    serverSession,
    set(next: SessionState) {
      state = next;
      for (const listener of listeners) listener();
    },
    get: () => state,
    listen(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refetch: vi.fn(async () => fake.set({ data: fake.serverSession, isPending: false })),
  };
  return fake;
}

function createFakeChannel() {
  const posted: AuthSyncEvent[] = [];
  let deliver: (event: AuthSyncEvent) => void = () => {};
  const channel: AuthChannel = {
    post: (event) => posted.push(event),
    subscribe(listener) {
      deliver = listener;
      return () => {};
    },
  };
  return { channel, posted, receive: (event: AuthSyncEvent) => deliver(event) };
}

function setUp(initial: SessionState = { data: null, isPending: false }) {
  const session = createFakeSession(initial);
  const { channel, posted, receive } = createFakeChannel();
  const onSignedOut = vi.fn();
  const store = createAuthStore({ session, channel, onSignedOut });
  store.subscribe(() => {});
  return { store, session, posted, receive, onSignedOut };
}

const LOGIN = { email: "ada@example.com", password: "Secret1!", rememberMe: false };

test("the status is loading until the first session lookup ends", () => {
  const { store, session } = setUp({ data: null, isPending: true });
  expect(store.getSnapshot().status).toBe("loading");
  session.set({ data: SIGNED_IN, isPending: false });
  expect(store.getSnapshot()).toMatchObject({ status: "authenticated", user: SIGNED_IN.user });
  // A later refetch of a signed-out session does not bring the spinner back.
  session.set({ data: null, isPending: true });
  expect(store.getSnapshot().status).toBe("unauthenticated");
});

test("a second operation while one runs fails with 'Authentication operation already in progress'", async () => {
  const { store } = setUp();
  let answer: (value: unknown) => void = () => {};
  betterAuth.signInEmail.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const first = store.login(LOGIN);
  expect(store.getSnapshot().authLoading).toBe(true);

  await expect(store.register({ name: "Ada", email: "ada@example.com", password: "Secret1!" })).rejects.toThrow(
    OPERATION_IN_PROGRESS,
  );
  await expect(store.logout()).rejects.toThrow("Authentication operation already in progress");
  expect(betterAuth.signUpEmail).not.toHaveBeenCalled();

  answer({ data: { user: SIGNED_IN.user, token: "t" }, error: null });
  await first;
  expect(store.getSnapshot().authLoading).toBe(false);
});

test("login sends the remember-me choice and ends signed in, telling the other tabs", async () => {
  const { store, session, posted } = setUp();
  session.serverSession = SIGNED_IN;
  betterAuth.signInEmail.mockResolvedValueOnce({ data: { user: SIGNED_IN.user, token: "t" }, error: null });
  await expect(store.login(LOGIN)).resolves.toEqual({ twoFactorRequired: false });
  expect(betterAuth.signInEmail).toHaveBeenLastCalledWith(LOGIN);
  expect(store.getSnapshot()).toMatchObject({ status: "authenticated", authLoading: false, error: null });
  expect(posted).toEqual(["signed-in"]);
});

test("login fails with 'Login failed - no user data received' when no user comes back", async () => {
  const { store } = setUp();
  betterAuth.signInEmail.mockResolvedValueOnce({ data: { token: null }, error: null });
  await expect(store.login(LOGIN)).rejects.toThrow("Login failed - no user data received");
  expect(store.getSnapshot()).toMatchObject({ error: "Login failed - no user data received", authLoading: false });
});

test("registration fails with 'Registration failed - no user data received' when no user comes back", async () => {
  const { store } = setUp();
  betterAuth.signUpEmail.mockResolvedValueOnce({ data: null, error: null });
  await expect(store.register({ name: "Ada", email: "ada@example.com", password: "Secret1!" })).rejects.toThrow(
    "Registration failed - no user data received",
  );
  expect(store.getSnapshot().error).toBe("Registration failed - no user data received");
});

test("registration without a session asks for the email confirmation and stays signed out", async () => {
  const { store, posted } = setUp();
  betterAuth.signUpEmail.mockResolvedValueOnce({ data: { user: SIGNED_IN.user, token: null }, error: null });
  await expect(store.register({ name: "Ada", email: "ada@example.com", password: "Secret1!" })).resolves.toEqual({
    verificationRequired: true,
  });
  expect(store.getSnapshot().status).toBe("unauthenticated");
  expect(posted).toEqual([]);
});

test("a failed login shows the mapped message; a second factor is asked for instead of a session", async () => {
  const { store } = setUp();
  betterAuth.signInEmail.mockResolvedValueOnce({ data: null, error: { status: 429, message: "Too many requests." } });
  await expect(store.login(LOGIN)).rejects.toThrow();
  expect(store.getSnapshot().error).toBe("Too many login attempts. Please wait a few minutes before trying again.");

  betterAuth.signInEmail.mockResolvedValueOnce({ data: { twoFactorRedirect: true }, error: null });
  await expect(store.login(LOGIN)).resolves.toEqual({ twoFactorRequired: true });
  expect(store.getSnapshot()).toMatchObject({ status: "unauthenticated", error: null });
});

test("a signed-in event clears the error", async () => {
  const { store, session, receive } = setUp();
  betterAuth.signInEmail.mockResolvedValueOnce({ data: null, error: { code: "INVALID_EMAIL_OR_PASSWORD" } });
  await expect(store.login(LOGIN)).rejects.toThrow();
  expect(store.getSnapshot().error).not.toBeNull();

  session.serverSession = SIGNED_IN;
  receive("signed-in");
  await vi.waitFor(() => expect(store.getSnapshot().status).toBe("authenticated"));
  expect(store.getSnapshot().error).toBeNull();
});

test("logout clears user and session locally even when the server call fails", async () => {
  const { store, posted, onSignedOut } = setUp({ data: SIGNED_IN, isPending: false });
  betterAuth.signOut.mockRejectedValueOnce(new TypeError("Failed to fetch"));
  await expect(store.logout()).rejects.toThrow("Network error");
  expect(store.getSnapshot()).toMatchObject({ status: "unauthenticated", user: null, session: null });
  expect(onSignedOut).toHaveBeenCalledOnce();
  expect(posted).toEqual(["signed-out"]);
});

test("a sign-out in another tab signs this tab out at once", () => {
  const { store, session, receive } = setUp({ data: SIGNED_IN, isPending: false });
  session.serverSession = null;
  receive("signed-out");
  expect(store.getSnapshot().status).toBe("unauthenticated");
  expect(session.refetch).toHaveBeenCalled();
});
