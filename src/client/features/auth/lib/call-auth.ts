import { type AuthErrorContext, mapAuthError } from "./map-auth-error";

/** A failed authentication step; its message is the sentence to show the user. */
export class AuthError extends Error {
  override name = "AuthError";
  constructor(
    message: string,
    /** Better Auth's code (INVALID_TOKEN…), for screens that change shape on a particular failure. */
    readonly code?: string,
  ) {
    super(message);
  }
}

function readCode(error: object) {
  return "code" in error && typeof error.code === "string" ? error.code : undefined;
}

type BetterAuthResult<T> = { data: T; error: null } | { data: null; error: object };

/**
 * Runs one Better Auth client call and returns its data, or throws an `AuthError` with the mapped
 * message. The client answers failures as `{ error }` but throws when the network itself fails.
 */
export async function callAuth<T>(
  call: () => Promise<BetterAuthResult<T>>,
  context: AuthErrorContext = "default",
): Promise<T> {
  let result: BetterAuthResult<T>;
  try {
    result = await call();
  } catch (error) {
    throw new AuthError(mapAuthError(error, context));
  }
  if (result.error !== null) throw new AuthError(mapAuthError(result.error, context), readCode(result.error));
  return result.data;
}
