import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import type { StarStory } from "../api/list-star-stories";
import { StarParts } from "./star-parts";
import { ThemeBadges } from "./theme-badges";

type StoryCardProps = {
  story: StarStory;
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One story of the bank: its title and themes, its STAR parts folded, Edit and Delete (asked first). */
export function StoryCard({ story, isDeleting, onEdit, onDelete }: StoryCardProps) {
  return (
    <Card as="li" padding="sm" flat className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 font-semibold break-words text-slate-900">{story.title}</h4>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit “${story.title}”`}>
            <Pencil aria-hidden className="size-4" />
            Edit
          </Button>
          <ConfirmDialog
            title="Delete this story?"
            description={`“${story.title}” and its situation, task, action and result will be deleted from your story bank. This cannot be undone.`}
            confirmLabel="Delete story"
            onConfirm={onDelete}
            trigger={
              <Button variant="ghost" size="sm" disabled={isDeleting} aria-label={`Delete “${story.title}”`}>
                <Trash2 aria-hidden className="size-4" />
                Delete
              </Button>
            }
          />
        </div>
      </div>
      <ThemeBadges themes={story.themes} />
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:text-brand-800">
          Show situation, task, action and result
        </summary>
        <div className="mt-2">
          <StarParts story={story} />
        </div>
      </details>
    </Card>
  );
}
