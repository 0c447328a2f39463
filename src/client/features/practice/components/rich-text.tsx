import { parseInlineCode, splitParagraphs } from "../lib/parse-rich-text";

/** Model-written text as paragraphs with inline code; React escapes every character of it. */
export function RichText({ text }: { text: string }) {
  return (
    <div className="space-y-3 leading-relaxed text-slate-800">
      {splitParagraphs(text).map((paragraph, paragraphIndex) => (
        // Paragraphs have no identity beyond their position in this immutable text.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={paragraphIndex} className="whitespace-pre-line break-words">
          {parseInlineCode(paragraph).map((segment, index) =>
            segment.kind === "code" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments of an immutable text
              <code key={index} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-sm text-slate-900">
                {segment.text}
              </code>
            ) : (
              segment.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
