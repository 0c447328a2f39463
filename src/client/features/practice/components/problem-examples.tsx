import type { Problem } from "@/shared/schemas/practice";

export function ProblemExamples({ examples }: { examples: Problem["examples"] }) {
  return (
    <section aria-labelledby="examples-title" className="space-y-3">
      <h2 id="examples-title" className="text-lg font-semibold text-slate-900">
        Examples
      </h2>
      {examples.map((example, index) => (
        <figure key={`${example.input}→${example.output}`} className="space-y-1">
          <figcaption className="text-sm font-medium text-slate-700">Example {index + 1}</figcaption>
          <pre className="rounded-lg bg-slate-900 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-100">
            <code>
              {`Input: ${example.input}\nOutput: ${example.output}`}
              {example.explanation ? `\nExplanation: ${example.explanation}` : ""}
            </code>
          </pre>
        </figure>
      ))}
    </section>
  );
}
