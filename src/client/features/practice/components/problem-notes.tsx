import { useId } from "react";
import { AutosaveStatusText } from "@/client/components/ui/autosave-status";
import { getAutosaveKey, useAutosave } from "@/client/hooks/use-autosave";
import { formatCount } from "@/shared/format-count";
import { NOTES_MAX_CHARS } from "@/shared/schemas/solving";
import { useUpdateProblemWork } from "../api/update-problem-work";

type ProblemNotesProps = { problemId: string; userId: string; notes: string; updatedAt: string | null };

/** The user's notes on a problem (approach, edge cases), saved on the server as they type. */
export function ProblemNotes({ problemId, userId, notes, updatedAt }: ProblemNotesProps) {
  const id = useId();
  const update = useUpdateProblemWork();
  const autosave = useAutosave({
    storageKey: getAutosaveKey(userId, "problem", problemId, "notes"),
    initial: { value: notes, updatedAt },
    save: (value: string) => update.mutateAsync({ id: problemId, input: { notes: value } }),
  });
  return (
    // No aria-labelledby on the section: "Notes" names the text area alone, so getByLabel finds one field.
    <section className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          <label htmlFor={id}>Notes</label>
        </h2>
        <AutosaveStatusText status={autosave.status} label={autosave.statusLabel} testId="notes-save-status" />
      </div>
      <textarea
        id={id}
        value={autosave.value}
        onChange={(event) => autosave.setValue(event.target.value)}
        onBlur={() => void autosave.flush()}
        maxLength={NOTES_MAX_CHARS}
        rows={5}
        aria-describedby={`${id}-hint`}
        placeholder="Your approach, edge cases, what to remember next time…"
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Only you can see your notes. {formatCount(autosave.value.length)} / {formatCount(NOTES_MAX_CHARS)} characters.
      </p>
    </section>
  );
}
