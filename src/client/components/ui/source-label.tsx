import { Library, Sparkles } from "lucide-react";
import { CONTENT_SOURCE_LABELS, type ContentSource } from "@/shared/schemas/practice";

/** Where an item came from: 'From the PrepPilot library' or 'AI-generated'. */
export function SourceLabel({ source }: { source: ContentSource }) {
  const Icon = source.kind === "library" ? Library : Sparkles;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
      <Icon aria-hidden className="size-3.5" />
      {CONTENT_SOURCE_LABELS[source.kind]}
    </span>
  );
}
