import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/client/lib/auth-client";
import { AuthError, callAuth } from "../lib/call-auth";

/**
 * Starts authenticator-app setup after checking the password: answers the TOTP URI (for the QR
 * code) and the backup codes. Two-factor is switched on only once a code from the app is verified.
 */
export async function enableTwoFactor(password: string) {
  const data = await callAuth(() => authClient.twoFactor.enable({ password, method: "totp" }));
  if (data?.method !== "totp") throw new AuthError("The server did not start an authenticator-app setup.");
  return { totpUri: data.totpURI, backupCodes: data.backupCodes };
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
