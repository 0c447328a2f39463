import { AlertDialog } from "radix-ui";
import { Button, buttonClasses } from "@/client/components/ui/button";

type ConfirmDialogProps = {
  /** The button that opens the dialog and the one that confirms: "Clear All", "Remove plan". */
  actionLabel: string;
  title: string;
  description: string;
  disabled?: boolean;
  onConfirm: () => void;
};

/** A destructive action asks first: what it removes cannot be brought back from the screen. */
export function ConfirmDialog({ actionLabel, title, description, disabled, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" size="sm" disabled={disabled}>
          {actionLabel}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses({ variant: "secondary" })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses({ variant: "danger" })} onClick={onConfirm}>
              {actionLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
