import { clsx } from "clsx";
import { Circle, CircleCheck, CircleDot, RotateCcw } from "lucide-react";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import { PATTERN_LABELS } from "@/shared/constants/practice-options";
import type { CatalogueEntry } from "@/shared/schemas/problem-library";
import { getDifficultyBadgeClasses } from "../lib/difficulty-badge";

const STATUS = {
  new: { label: "New", icon: Circle, className: "text-slate-600" },
  attempted: { label: "Attempted", icon: CircleDot, className: "text-amber-700" },
  solved: { label: "Solved", icon: CircleCheck, className: "text-green-700" },
} as const;

/** How many tags a row shows before "+n". */
const SHOWN_TAGS = 3;

type CatalogueEntryRowProps = { entry: CatalogueEntry; isOpening: boolean; onOpen: () => void };

/** One problem of the library: a card on a phone, a table row from md up (ProblemLibrary draws the header). */
export function CatalogueEntryRow({ entry, isOpening, onOpen }: CatalogueEntryRowProps) {
  const status = STATUS[entry.status];
  const hiddenTags = entry.tags.length - SHOWN_TAGS;
  return (
    <li
      data-testid="library-row"
      className="grid gap-2 border-b border-slate-200 px-4 py-3 last:border-b-0 md:grid-cols-[minmax(0,1fr)_6rem_11rem_9rem] md:items-center md:gap-4"
    >
      <div className="min-w-0">
        <button
          type="button"
          onClick={onOpen}
          disabled={isOpening}
          className="text-left font-medium break-words text-slate-900 hover:text-brand-700 hover:underline disabled:opacity-60"
        >
          {entry.title}
        </button>
        <div className="mt-1 flex flex-wrap gap-1 text-xs">
          {entry.tags.slice(0, SHOWN_TAGS).map((tag) => (
            <span key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
              {tag}
            </span>
          ))}
          {hiddenTags > 0 ? (
            <span className="px-1 py-0.5 text-slate-600" title={entry.tags.slice(SHOWN_TAGS).join(", ")}>
              +{hiddenTags}
            </span>
          ) : null}
          {entry.source === "ai" ? (
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">Generated</span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs md:contents">
        <span
          className={clsx("w-fit rounded-full px-2 py-0.5 font-medium", getDifficultyBadgeClasses(entry.difficulty))}
        >
          {formatOptionLabel(entry.difficulty)}
        </span>
        <span className="text-slate-700 md:text-sm">{entry.pattern ? PATTERN_LABELS[entry.pattern] : "—"}</span>
        <span className="flex flex-wrap items-center gap-2 md:text-sm" data-testid="library-status">
          <span className={clsx("inline-flex items-center gap-1 font-medium", status.className)}>
            <status.icon aria-hidden className="size-3.5" />
            {status.label}
          </span>
          {entry.isDue ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              <RotateCcw aria-hidden className="size-3" />
              Due for review
            </span>
          ) : null}
        </span>
      </div>
    </li>
  );
}
