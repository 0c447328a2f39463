import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button, buttonClasses } from "@/client/components/ui/button";

type ConfirmDialogProps = {
  title: string;
  description: string;
  /** The confirming button's text: "Clear All", "Remove plan", "Reset code". */
  confirmLabel: string;
  onConfirm: () => void;
  /** The button that opens the dialog (focus returns to it on close); by default a small one saying confirmLabel. */
  trigger?: ReactNode;
  /** Disables the default trigger. */
  disabled?: boolean;
  /** Opened by its owner (no trigger): for a question asked only in some cases. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Asks before an action that removes or replaces what the user cannot bring back from the screen. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, description, confirmLabel, onConfirm, trigger, disabled, open, onOpenChange } = props;
  const isControlled = open !== undefined;
  return (
    <AlertDialog.Root {...(isControlled ? { open, onOpenChange } : {})}>
      {isControlled ? null : (
        <AlertDialog.Trigger asChild>
          {trigger ?? (
            <Button variant="secondary" size="sm" disabled={disabled}>
              {confirmLabel}
            </Button>
          )}
        </AlertDialog.Trigger>
      )}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses({ variant: "secondary" })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses({ variant: "danger" })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
