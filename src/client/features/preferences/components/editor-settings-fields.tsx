import { clsx } from "clsx";
import { Switch } from "radix-ui";
import { useId } from "react";
import {
  EDITOR_FONT_SIZE,
  EDITOR_KEY_BINDING_LABELS,
  EDITOR_KEY_BINDINGS,
  type EditorKeyBindings,
} from "@/shared/schemas/preferences";
import { useChangeWorkspacePreferences } from "../api/update-workspace-preferences";
import { useEditorPreferences } from "../hooks/use-editor-preferences";

const FONT_SIZES = Array.from(
  { length: EDITOR_FONT_SIZE.max - EDITOR_FONT_SIZE.min + 1 },
  (_, index) => EDITOR_FONT_SIZE.min + index,
);

const KEY_BINDING_HINTS: Record<EditorKeyBindings, string> = {
  default: "CodeMirror's keys, as in most editors.",
  vim: "Normal, insert and visual modes; the mode shows under the editor.",
  emacs: "Ctrl+A, Ctrl+E, Ctrl+K and the rest.",
};

type EditorSettingsFieldsProps = {
  /** Settings' page explains each choice; the editor's popover keeps to the labels. */
  isDetailed?: boolean;
};

/**
 * The code editor's settings, saved for the user as soon as one changes: font size, key bindings (Standard,
 * Vim, Emacs) and blank-page mode. Shown in the editor's settings popover and in Settings → Practice.
 */
export function EditorSettingsFields({ isDetailed = false }: EditorSettingsFieldsProps) {
  const id = useId();
  const editor = useEditorPreferences();
  const update = useChangeWorkspacePreferences();
  const isDisabled = !editor.isSettled;
  return (
    <div className={clsx("space-y-4", isDetailed && "text-sm")}>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={`${id}-font-size`} className="text-sm font-medium text-slate-900">
          Font size
        </label>
        <select
          id={`${id}-font-size`}
          value={editor.fontSize}
          disabled={isDisabled}
          onChange={(event) => update.change({ editorFontSize: Number(event.target.value) })}
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        >
          {FONT_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} px
            </option>
          ))}
        </select>
      </div>
      <fieldset disabled={isDisabled}>
        <legend className="text-sm font-medium text-slate-900">Key bindings</legend>
        <div className="mt-1.5 grid gap-1">
          {EDITOR_KEY_BINDINGS.map((bindings) => (
            <label key={bindings} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-key-bindings`}
                value={bindings}
                checked={editor.keyBindings === bindings}
                onChange={() => update.change({ editorKeyBindings: bindings })}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                {EDITOR_KEY_BINDING_LABELS[bindings]}
                {isDetailed ? <span className="block text-slate-600">{KEY_BINDING_HINTS[bindings]}</span> : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <BlankPageSwitch
        id={`${id}-blank`}
        checked={editor.startsBlank}
        disabled={isDisabled}
        isDetailed={isDetailed}
        onChange={(checked) => update.change({ editorStartsBlank: checked })}
      />
      {update.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Your choice could not be saved. Please try again.
        </p>
      ) : null}
    </div>
  );
}

type BlankPageSwitchProps = {
  id: string;
  checked: boolean;
  disabled: boolean;
  isDetailed: boolean;
  onChange: (checked: boolean) => void;
};

function BlankPageSwitch({ id, checked, disabled, isDetailed, onChange }: BlankPageSwitchProps) {
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          Start on a blank page
        </label>
        <Switch.Root
          id={id}
          aria-describedby={`${id}-description`}
          checked={checked}
          disabled={disabled}
          onCheckedChange={onChange}
          className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors disabled:opacity-50 data-[state=checked]:bg-brand-600"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
      <p id={`${id}-description`} className={clsx("mt-1 text-slate-600", isDetailed ? "text-sm" : "text-xs")}>
        {isDetailed
          ? "A problem you have not started opens with only a comment naming the function or class to write, as in an interview. Reset to starter code still gives LeetCode's template."
          : "New problems open without starter code; Reset still gives it."}
      </p>
    </div>
  );
}
