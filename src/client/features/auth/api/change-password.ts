import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/client/lib/auth-client";
import { callAuth } from "../lib/call-auth";

/** Changes the password and signs out every other device, which may know the old one. */
export async function changePassword({
  currentPassword,
  newPassword,
}: {
  currentPassword: string;
  newPassword: string;
}) {
  await callAuth(() => authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
