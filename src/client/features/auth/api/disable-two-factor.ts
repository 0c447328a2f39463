import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/client/lib/auth-client";
import { callAuth } from "../lib/call-auth";

/** Turns two-factor authentication off after checking the password. */
export async function disableTwoFactor(password: string) {
  await callAuth(() => authClient.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor });
}
