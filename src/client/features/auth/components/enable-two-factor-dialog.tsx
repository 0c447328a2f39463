import { Modal } from "@/client/components/ui/modal";
import { useEnableTwoFactor } from "../api/enable-two-factor";
import { useVerifyTwoFactor } from "../api/verify-two-factor";
import { BackupCodes } from "./backup-codes";
import { PasswordConfirmForm } from "./password-confirm-form";
import { ScanTotpStep } from "./scan-totp-step";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Turning two-factor on: the password, then the QR code and a first code from the app (which is
 * what switches it on), then the backup codes, once.
 */
export function EnableTwoFactorDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Enable two-factor authentication"
      description="Each sign-in will also ask for a code from an authenticator app on your phone."
    >
      {/* Inside the dialog's content, so closing it starts the next setup from the beginning. */}
      <EnableTwoFactorSteps onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function EnableTwoFactorSteps({ onDone }: { onDone: () => void }) {
  const enable = useEnableTwoFactor();
  const verify = useVerifyTwoFactor();

  if (enable.data && verify.isSuccess) return <BackupCodes codes={enable.data.backupCodes} onDone={onDone} />;
  if (enable.data) {
    return (
      <ScanTotpStep
        totpUri={enable.data.totpUri}
        isPending={verify.isPending}
        error={verify.error}
        onVerify={(code) => verify.mutate({ code, method: "totp" })}
        onClearError={verify.reset}
      />
    );
  }
  return (
    <PasswordConfirmForm
      submitLabel="Continue"
      isPending={enable.isPending}
      error={enable.error}
      onSubmit={(password) => enable.mutate(password)}
      onClearError={enable.reset}
    />
  );
}
