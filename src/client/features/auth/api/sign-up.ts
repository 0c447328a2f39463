import type { z } from "zod";
import { paths } from "@/client/config/paths";
import { authClient } from "@/client/lib/auth-client";
import type { signUpInputSchema } from "@/shared/schemas/auth";
import { AuthError, callAuth } from "../lib/call-auth";

export type SignUpValues = z.output<typeof signUpInputSchema>;

export const NO_USER_ON_REGISTRATION = "Registration failed - no user data received";

/**
 * Creates an account (name trimmed, email trimmed and lower-cased by the shared schema). When the
 * server requires a confirmed email it answers without a session, and the user must click the
 * link it mailed; the link brings them to the workspace.
 */
export async function signUpWithEmail({ name, email, password }: SignUpValues) {
  const data = await callAuth(() => authClient.signUp.email({ name, email, password, callbackURL: paths.dashboard }));
  if (!data?.user) throw new AuthError(NO_USER_ON_REGISTRATION);
  return { verificationRequired: !data.token };
}
