import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Modal } from "@/client/components/ui/modal";
import { Spinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { useAuthActions } from "@/client/features/auth";
import { DELETE_ACCOUNT_CONFIRMATION } from "@/shared/schemas/privacy";
import { useDeleteAccount } from "../api/delete-account";

/** Asks for the typed word DELETE, deletes the account, signs this browser out and goes home. */
export function DeleteAccountDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const inputId = useId();
  const deleteAccount = useDeleteAccount();
  const { logout } = useAuthActions();

  const onConfirm = () =>
    deleteAccount.mutate(
      { confirmation: DELETE_ACCOUNT_CONFIRMATION },
      {
        onSuccess: async () => {
          try {
            await logout();
          } catch {
            // The server already ended the session with the account; only this tab's state mattered.
          }
          // A full load, so no guard sends the now signed-out visitor to the login page first.
          window.location.replace(paths.home);
        },
      },
    );

  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        setConfirmation("");
        deleteAccount.reset();
      }}
      title="Delete your account?"
      description="Your account, profile, activity and settings are deleted at once and cannot be recovered."
      trigger={
        <Button className="mt-4" variant="danger">
          Delete my account
        </Button>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmation === DELETE_ACCOUNT_CONFIRMATION) onConfirm();
        }}
      >
        <fieldset disabled={deleteAccount.isPending} className="space-y-4">
          <div>
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              Type {DELETE_ACCOUNT_CONFIRMATION} to confirm
            </label>
            <input
              id={inputId}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              autoComplete="off"
              className="mt-1.5 block h-11 w-full rounded-lg border border-slate-300 px-3 text-base shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
            />
          </div>
          {deleteAccount.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {deleteAccount.error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button type="submit" variant="danger" disabled={confirmation !== DELETE_ACCOUNT_CONFIRMATION}>
              {deleteAccount.isPending ? <Spinner className="size-4" label="Deleting" /> : null}
              Delete account
            </Button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
