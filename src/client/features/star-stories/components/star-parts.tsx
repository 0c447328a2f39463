import { STAR_PARTS } from "@/shared/schemas/star-stories";
import type { StarStory } from "../api/list-star-stories";

/** A story's Situation, Task, Action and Result, as the user wrote them. */
export function StarParts({ story }: { story: StarStory }) {
  return (
    <dl className="space-y-2 text-sm">
      {STAR_PARTS.map((part) => (
        <div key={part.name}>
          <dt className="font-semibold text-slate-900">{part.label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-700">{story[part.name]}</dd>
        </div>
      ))}
    </dl>
  );
}
