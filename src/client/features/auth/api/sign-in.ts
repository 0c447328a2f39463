import type { z } from "zod";
import { authClient } from "@/client/lib/auth-client";
import type { loginInputSchema } from "@/shared/schemas/auth";
import { AuthError, callAuth } from "../lib/call-auth";

export type SignInValues = z.output<typeof loginInputSchema>;

export const NO_USER_ON_LOGIN = "Login failed - no user data received";

/**
 * Signs in with email and password. Without "remember me" the server sets a cookie that ends with
 * the browser session. Accounts with two-factor authentication answer with a second step instead
 * of a session.
 */
export async function signInWithEmail({ email, password, rememberMe }: SignInValues) {
  const data = await callAuth(() => authClient.signIn.email({ email, password, rememberMe }), "sign-in");
  if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return { twoFactorRequired: true };
  if (!data?.user) throw new AuthError(NO_USER_ON_LOGIN);
  return { twoFactorRequired: false };
}
