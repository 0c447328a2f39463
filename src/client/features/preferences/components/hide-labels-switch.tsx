import { Switch } from "radix-ui";
import { useId } from "react";
import { useWorkspacePreferences } from "../api/get-workspace-preferences";
import { useChangeWorkspacePreferences } from "../api/update-workspace-preferences";

const HIDE_LABELS_LABEL = "Hide difficulty and tags while solving";

type HideLabelsSwitchProps = {
  /** Shown under the label (Settings explains it; the solve page keeps to one line). */
  description?: string;
  className?: string;
};

/** The switch for solving without a problem's labels, saved as soon as it changes (Settings and the solve page). */
export function HideLabelsSwitch({ description, className }: HideLabelsSwitchProps) {
  const id = useId();
  const preferences = useWorkspacePreferences();
  const update = useChangeWorkspacePreferences();
  const current = preferences.data?.preferences;
  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {HIDE_LABELS_LABEL}
        </label>
        <Switch.Root
          id={id}
          aria-describedby={description ? `${id}-description` : undefined}
          checked={current?.hideProblemLabels ?? false}
          disabled={!current}
          onCheckedChange={(checked) => update.change({ hideProblemLabels: checked })}
          className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors disabled:opacity-50 data-[state=checked]:bg-brand-600"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
      {description ? (
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {update.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          Your choice could not be saved. Please try again.
        </p>
      ) : null}
    </div>
  );
}
