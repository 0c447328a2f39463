import { clsx } from "clsx";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";

const WIDTHS = { md: "max-w-md", wide: "max-w-2xl" } as const;

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** The button that opens the dialog; Radix then ties it to the dialog (aria-expanded) and returns focus to it. */
  trigger?: ReactNode;
  /** An icon in a round badge beside the title. */
  icon?: ReactNode;
  width?: keyof typeof WIDTHS;
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>["onCloseAutoFocus"];
};

/** A focus-trapping dialog (Radix): title, description, body; Escape or the close button dismiss it. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  trigger,
  icon,
  width = "md",
  onCloseAutoFocus,
}: ModalProps) {
  const heading = (
    <>
      <Dialog.Title className={clsx("text-lg font-semibold text-slate-900", icon ? null : "pr-8")}>
        {title}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
    </>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={clsx(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl",
            WIDTHS[width],
          )}
        >
          {icon ? (
            <div className="flex items-start gap-3 pr-8">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                {icon}
              </span>
              <div>{heading}</div>
            </div>
          ) : (
            heading
          )}
          <div className="mt-5">{children}</div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
