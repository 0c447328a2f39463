import { Modal } from "@/client/components/ui/modal";
import { useDisableTwoFactor } from "../api/disable-two-factor";
import { PasswordConfirmForm } from "./password-confirm-form";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Turning two-factor off, after the password. */
export function DisableTwoFactorDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Disable two-factor authentication"
      description="Sign-ins will ask only for your password again. Your backup codes stop working."
    >
      <DisableTwoFactorForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function DisableTwoFactorForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  return (
    <PasswordConfirmForm
      submitLabel="Disable 2FA"
      submitVariant="danger"
      isPending={disable.isPending}
      error={disable.error}
      onSubmit={(password) => disable.mutate(password, { onSuccess: onDone })}
      onClearError={disable.reset}
    />
  );
}
