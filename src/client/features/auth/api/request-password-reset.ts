import { useMutation } from "@tanstack/react-query";
import { paths } from "@/client/config/paths";
import { authClient } from "@/client/lib/auth-client";
import { callAuth } from "../lib/call-auth";

/**
 * Mails a reset link to the address if an account has it; the answer is the same either way, so
 * nobody learns which addresses are registered. The link lands on /reset-password?token=….
 */
export async function requestPasswordReset(email: string) {
  await callAuth(() => authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
