import { Settings2, X } from "lucide-react";
import { Popover } from "radix-ui";
import { buttonClasses } from "@/client/components/ui/button";
import { EditorSettingsFields } from "./editor-settings-fields";

/** The editor toolbar's gear: font size, key bindings and blank-page mode in a small popover. */
export function EditorSettingsPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger
        className={buttonClasses({ variant: "ghost", size: "sm", className: "px-2" })}
        aria-label="Editor settings"
        title="Editor settings"
      >
        <Settings2 aria-hidden className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Editor settings"
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-4 shadow-lg focus:outline-none"
        >
          <div className="mb-3 flex items-center justify-between">
            <h3 className="text-sm font-semibold text-slate-900">Editor settings</h3>
            <Popover.Close
              className={buttonClasses({ variant: "ghost", size: "sm", className: "-mr-2 h-7 px-1.5" })}
              aria-label="Close editor settings"
            >
              <X aria-hidden className="size-4" />
            </Popover.Close>
          </div>
          <EditorSettingsFields />
          <p className="mt-3 text-xs text-slate-500">Saved for your account, on every device.</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
