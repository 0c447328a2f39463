import { clsx } from "clsx";
import { X } from "lucide-react";
import { Popover } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClasses } from "./button";

type PopoverPanelProps = {
  /** Its heading and accessible name; the close button is "Close <title>". */
  title: string;
  align: "start" | "end";
  /** Its width (a Tailwind class); it never grows past the screen. */
  widthClassName: string;
  children: ReactNode;
};

/** A popover's panel (inside Popover.Root, after its trigger): a titled card with a close button. */
export function PopoverPanel({ title, align, widthClassName, children }: PopoverPanelProps) {
  return (
    <Popover.Portal>
      <Popover.Content
        align={align}
        sideOffset={6}
        collisionPadding={8}
        aria-label={title}
        className={clsx(
          "z-50 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-lg focus:outline-none",
          widthClassName,
        )}
      >
        <div className="mb-3 flex items-center justify-between">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <Popover.Close
            className={buttonClasses({ variant: "ghost", size: "sm", className: "-mr-2 h-7 px-1.5" })}
            aria-label={`Close ${title.toLowerCase()}`}
          >
            <X aria-hidden className="size-4" />
          </Popover.Close>
        </div>
        {children}
      </Popover.Content>
    </Popover.Portal>
  );
}
