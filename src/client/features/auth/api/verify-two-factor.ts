import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/client/lib/auth-client";
import { callAuth } from "../lib/call-auth";

export type TwoFactorMethod = "totp" | "backup-code";

/**
 * Checks a code from the authenticator app (or a backup code). During sign-in it completes the
 * pending login; right after enabling two-factor it confirms the app is set up and turns it on.
 */
export function verifyTwoFactor({ code, method }: { code: string; method: TwoFactorMethod }) {
  return callAuth(() =>
    method === "totp" ? authClient.twoFactor.verifyTotp({ code }) : authClient.twoFactor.verifyBackupCode({ code }),
  );
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
