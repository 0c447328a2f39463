import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";

type SidePanelProps = {
  /** Open while there is something to show; the close button, Escape or a click outside call onClose. */
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A small line above the title (a concept's group). */
  eyebrow?: ReactNode;
  closeLabel: string;
  description: ReactNode;
  descriptionClassName?: string;
  /** Where focus goes once the panel closes (the default is the element that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children?: ReactNode;
};

/** A modal panel from the right edge (a scenario's details, a concept): title, close button, description, body. */
export function SidePanel({
  isOpen,
  onClose,
  title,
  eyebrow,
  closeLabel,
  description,
  descriptionClassName = "text-sm leading-relaxed text-slate-700",
  returnFocusTo,
  children,
}: SidePanelProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 w-full max-w-lg overflow-y-auto bg-white p-6 shadow-xl"
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                }
              : undefined
          }
        >
          {isOpen ? (
            <div className="space-y-5">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  {eyebrow ? (
                    <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
                  ) : null}
                  <Dialog.Title className="text-xl font-bold break-words text-slate-900">{title}</Dialog.Title>
                </div>
                <Dialog.Close
                  aria-label={closeLabel}
                  className="grid size-9 shrink-0 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
                >
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              </div>
              <Dialog.Description className={descriptionClassName}>{description}</Dialog.Description>
              {children}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
