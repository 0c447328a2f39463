// A module of its own that imports nothing, so that the user cache and the request context can both
// name the signed-in user without importing each other.

/** The signed-in user, as requireUser (lib/require-user.ts) sets it on c.var.user. */
export type SessionUser = { id: string; email: string; name: string; image: string | null };
