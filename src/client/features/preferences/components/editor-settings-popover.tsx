import { Settings2 } from "lucide-react";
import { Popover } from "radix-ui";
import { buttonClasses } from "@/client/components/ui/button";
import { PopoverPanel } from "@/client/components/ui/popover-panel";
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
      <PopoverPanel title="Editor settings" align="end" widthClassName="w-72">
        <EditorSettingsFields />
        <p className="mt-3 text-xs text-slate-500">Saved for your account, on every device.</p>
      </PopoverPanel>
    </Popover.Root>
  );
}
