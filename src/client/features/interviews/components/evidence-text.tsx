import type { EvidenceMark } from "../lib/evidence-segments";
import { splitIntoSegments } from "../lib/evidence-segments";

/** An answer as written, its cited evidence highlighted; the label says what each highlight supports. */
export function EvidenceText({ text, marks }: { text: string; marks: EvidenceMark[] }) {
  if (text.trim() === "") return <p className="text-sm text-slate-500 italic">No answer</p>;
  return (
    <p className="text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-800">
      {splitIntoSegments(text, marks).map((segment) => {
        if (segment.labels.length === 0) return segment.text;
        const label = segment.labels.join("; ");
        return (
          <mark
            key={segment.start}
            title={label}
            className="rounded-sm bg-amber-100 px-0.5 text-slate-900 print:bg-transparent print:underline"
          >
            {segment.text}
            <span className="sr-only"> (evidence: {label})</span>
          </mark>
        );
      })}
    </p>
  );
}
