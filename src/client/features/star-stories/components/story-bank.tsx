import { BookOpenText, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { useTransientMessage } from "@/client/hooks/use-transient-message";
import { STAR_STORY_CAP_MESSAGE, STAR_STORY_LIMITS } from "@/shared/schemas/star-stories";
import { useDeleteStarStory } from "../api/delete-star-story";
import { type StarStory, useStarStories } from "../api/list-star-stories";
import { StoryCard } from "./story-card";
import { StoryForm } from "./story-form";
import { ThemeCoverage } from "./theme-coverage";

/** Which form is open: a new story, the story with this id, or none. */
type Editing = { kind: "new" } | { kind: "edit"; id: string } | null;

/** The STAR story bank: the user's stories for behavioral rounds, which themes they cover, add, edit, delete. */
export function StoryBank({ userId }: { userId: string }) {
  const stories = useStarStories();
  const [editing, setEditing] = useState<Editing>(null);
  const isFull = (stories.data?.length ?? 0) >= STAR_STORY_LIMITS.stories;
  return (
    <section aria-labelledby="story-bank-title" className="space-y-4">
      <Card padding="lg" flat className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id="story-bank-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <BookOpenText aria-hidden className="size-5 text-brand-600" />
              Story bank
            </h3>
            <p className="mt-1 max-w-2xl text-sm text-slate-600">
              Write the stories you tell in behavioral rounds once, as situation, task, action and result, with the
              themes each one shows. During a behavioral mock interview, the stories that fit each question are
              suggested beside it.
            </p>
          </div>
          <Button
            disabled={isFull || editing?.kind === "new" || !stories.data}
            onClick={() => setEditing({ kind: "new" })}
          >
            <Plus aria-hidden className="size-4" />
            Add a story
          </Button>
        </div>
        {isFull ? <p className="text-sm text-slate-700">{STAR_STORY_CAP_MESSAGE}</p> : null}
        {stories.data ? <ThemeCoverage stories={stories.data} /> : null}
      </Card>
      {stories.isPending ? (
        <Spinner className="mx-auto block size-8 text-brand-600" label="Loading your stories" />
      ) : stories.isError ? (
        <LoadErrorAlert message="Your stories could not be loaded." onRetry={() => void stories.refetch()} />
      ) : (
        <StoryList stories={stories.data} userId={userId} editing={editing} onEditingChange={setEditing} />
      )}
    </section>
  );
}

type StoryListProps = {
  stories: readonly StarStory[];
  userId: string;
  editing: Editing;
  onEditingChange: (editing: Editing) => void;
};

/** How long "… is saved" stays on screen. */
const CONFIRMATION_MS = 5000;

/** The form for a new story on top, then each story, the one being edited as its form. */
function StoryList({ stories, userId, editing, onEditingChange }: StoryListProps) {
  const remove = useDeleteStarStory();
  const confirmation = useTransientMessage<string>(CONFIRMATION_MS);
  const close = () => onEditingChange(null);
  // The form goes away on save: the status says where the story went.
  const onSaved = (story: StarStory) => {
    close();
    confirmation.showMessage(`“${story.title}” is saved in your story bank.`);
  };
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {confirmation.message}
      </p>
      {remove.isError ? (
        <ErrorBanner message="The story could not be deleted. Please try again." onDismiss={remove.reset} />
      ) : null}
      {editing?.kind === "new" ? <StoryForm story={null} userId={userId} onSaved={onSaved} onCancel={close} /> : null}
      {stories.length === 0 && editing === null ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No stories yet. Start with the one you would tell for “Tell me about a time you disagreed with someone”.
        </p>
      ) : (
        <ul aria-label="Your stories" className="space-y-3">
          {stories.map((story) =>
            editing?.kind === "edit" && editing.id === story.id ? (
              <li key={story.id}>
                <StoryForm story={story} userId={userId} onSaved={onSaved} onCancel={close} />
              </li>
            ) : (
              <StoryCard
                key={story.id}
                story={story}
                isDeleting={remove.isPending && remove.variables === story.id}
                onEdit={() => onEditingChange({ kind: "edit", id: story.id })}
                onDelete={() => remove.mutate(story.id)}
              />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
