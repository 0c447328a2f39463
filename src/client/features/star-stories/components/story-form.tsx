import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { Controller, type FieldErrors, type UseFormRegister, useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { TextField } from "@/client/components/ui/text-field";
import { getAutosaveKey } from "@/client/hooks/use-autosave";
import { ApiError } from "@/client/lib/api-client";
import { readStoredDraft, writeStoredDraft } from "@/client/lib/stored-draft";
import {
  STAR_PARTS,
  STAR_STORY_LIMITS,
  type StarStoryInput,
  starStoryInputSchema,
} from "@/shared/schemas/star-stories";
import { BEHAVIORAL_THEME_IDS } from "@/shared/star-stories/behavioral-themes";
import { useCreateStarStory } from "../api/create-star-story";
import type { StarStory } from "../api/list-star-stories";
import { useUpdateStarStory } from "../api/update-star-story";
import { ThemeChips } from "./theme-chips";

const EMPTY_STORY: StarStoryInput = { title: "", situation: "", task: "", action: "", result: "", themes: [] };
const FIELDS = ["title", "situation", "task", "action", "result", "themes"] as const;

function toInput({ title, situation, task, action, result, themes }: StarStory): StarStoryInput {
  return { title, situation, task, action, result, themes };
}

/** A stored draft as the form's values: its text and known themes, anything else left out. */
function parseDraft(stored: unknown): StarStoryInput | null {
  if (typeof stored !== "object" || stored === null) return null;
  const draft = stored as Partial<Record<keyof StarStoryInput, unknown>>;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const themes = Array.isArray(draft.themes) ? draft.themes : [];
  return {
    title: text(draft.title),
    situation: text(draft.situation),
    task: text(draft.task),
    action: text(draft.action),
    result: text(draft.result),
    themes: BEHAVIORAL_THEME_IDS.filter((id) => themes.includes(id)),
  };
}

type StoryFormProps = {
  /** The story to edit, or null to write a new one. */
  story: StarStory | null;
  /** Whose browser draft this is (getAutosaveKey). */
  userId: string;
  onSaved: (story: StarStory) => void;
  onCancel: () => void;
};

/**
 * Writes or edits one story. What was typed stays in the form whatever the server answers: a refused field
 * gets the server's message, any other failure a banner, and Save can be pressed again. Until it is saved (or
 * Cancel discards it) it is also kept in this browser, so leaving the bank or a reload loses nothing.
 */
export function StoryForm({ story, userId, onSaved, onCancel }: StoryFormProps) {
  const create = useCreateStarStory();
  const update = useUpdateStarStory();
  const save = story ? update : create;
  const titleId = useId();
  const draftKey = getAutosaveKey(userId, "star-story", story?.id ?? "new");
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<StarStoryInput>({
    resolver: zodResolver(starStoryInputSchema),
    defaultValues: readStoredDraft(draftKey, parseDraft) ?? (story ? toInput(story) : EMPTY_STORY),
  });
  useEffect(() => {
    const watching = watch((values) => writeStoredDraft(draftKey, values));
    return () => watching.unsubscribe();
  }, [watch, draftKey]);
  const discardDraft = () => writeStoredDraft(draftKey, null);
  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await (story ? update.mutateAsync({ id: story.id, input }) : create.mutateAsync(input));
      discardDraft();
      onSaved(saved);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const issue of error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]);
        if (field) setError(field, { message: issue.message });
      }
    }
  });
  // A refused field shows its own message; anything else (the cap, the network) is said above the form.
  const failure = save.error instanceof ApiError && save.error.issues.length > 0 ? null : save.error;
  const reason = failure instanceof ApiError ? failure.message : "The server could not be reached.";

  return (
    <Card as="form" aria-labelledby={titleId} noValidate onSubmit={onSubmit} padding="lg" flat className="space-y-4">
      <h4 id={titleId} className="text-lg font-semibold text-slate-900">
        {story ? "Edit story" : "New story"}
      </h4>
      {failure ? (
        <ErrorBanner
          message={`Your story could not be saved. ${reason} What you wrote is still here: try again.`}
          onDismiss={save.reset}
        />
      ) : null}
      <fieldset disabled={save.isPending} className="space-y-4">
        <legend className="sr-only">{story ? "Edit story" : "New story"}</legend>
        <TextField
          label="Title"
          hint={<span className="text-sm text-slate-600">A few words to find it by.</span>}
          maxLength={STAR_STORY_LIMITS.title}
          error={errors.title?.message}
          {...register("title")}
        />
        <StarPartFields register={register} errors={errors} />
        <Controller
          control={control}
          name="themes"
          render={({ field }) => (
            <ThemeChips value={field.value} onChange={field.onChange} error={errors.themes?.message} />
          )}
        />
        <StoryFormActions
          isSaving={save.isPending}
          onCancel={() => {
            discardDraft();
            onCancel();
          }}
        />
      </fieldset>
    </Card>
  );
}

/** Cancel (which discards the draft) and Save, with the save in progress shown on its button. */
function StoryFormActions({ isSaving, onCancel }: { isSaving: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit">
        {isSaving ? <Spinner className="size-4" label="Saving" /> : null}
        {isSaving ? "Saving…" : "Save story"}
      </Button>
    </div>
  );
}

type StarPartFieldsProps = { register: UseFormRegister<StarStoryInput>; errors: FieldErrors<StarStoryInput> };

/** Situation, Task, Action and Result: a labelled text area each, with what to write and its error. */
function StarPartFields({ register, errors }: StarPartFieldsProps) {
  const baseId = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {STAR_PARTS.map((part) => {
        const id = `${baseId}-${part.name}`;
        const error = errors[part.name]?.message;
        return (
          <div key={part.name}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              {part.label}
            </label>
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {part.hint}
            </p>
            <textarea
              id={id}
              rows={4}
              maxLength={STAR_STORY_LIMITS.part}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint ${id}-error`}
              className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-50 aria-invalid:border-red-600 sm:text-sm"
              {...register(part.name)}
            />
            <p id={`${id}-error`} aria-live="polite" className="mt-1.5 text-sm text-red-700 empty:hidden">
              {error}
            </p>
          </div>
        );
      })}
    </div>
  );
}
