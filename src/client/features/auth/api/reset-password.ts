import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/client/lib/auth-client";
import { callAuth } from "../lib/call-auth";

/** Sets a new password with the token from the reset link; a used or expired token is refused. */
export async function resetPassword({ newPassword, token }: { newPassword: string; token: string }) {
  await callAuth(() => authClient.resetPassword({ newPassword, token }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
