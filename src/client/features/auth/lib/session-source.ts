import { type AuthSession, authClient } from "@/client/lib/auth-client";

export type SessionState = { data: AuthSession | null; isPending: boolean };

/** The session as Better Auth's client keeps it, read outside React. */
export type SessionSource = {
  get(): SessionState;
  listen(listener: () => void): () => void;
  refetch(): Promise<void>;
};

type SessionAtomValue = ReturnType<typeof authClient.useSession>;

/**
 * Better Auth's session store: the one copy of the session, which the client refreshes on window
 * focus, on its polling interval and after every sign-in, sign-out or password change. Its first
 * listener starts the first lookup.
 */
export function createSessionSource(): SessionSource {
  const atom = authClient.$store.atoms.session;
  if (!atom) throw new Error("Better Auth's client has no session store");
  const read = () => atom.get() as SessionAtomValue;
  return {
    get: () => ({ data: read().data, isPending: read().isPending }),
    listen: (listener) => atom.listen(listener),
    refetch: () => read().refetch(),
  };
}
