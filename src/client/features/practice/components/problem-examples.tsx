import type { Problem } from "@/shared/schemas/practice";
import { ProblemMarkdown } from "./problem-markdown";

/** The statement's examples: input and output as code, the explanation as Markdown (it quotes code too). */
export function ProblemExamples({ examples }: { examples: Problem["examples"] }) {
  return (
    <section aria-labelledby="examples-title" className="space-y-3">
      <h2 id="examples-title" className="text-lg font-semibold text-slate-900">
        Examples
      </h2>
      {examples.map((example, index) => (
        <figure key={`${example.input}→${example.output}`} className="space-y-1">
          <figcaption className="text-sm font-medium text-slate-700">Example {index + 1}</figcaption>
          <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm leading-relaxed text-slate-100">
            <code>{`Input: ${example.input}\nOutput: ${example.output}`}</code>
          </pre>
          {example.explanation ? (
            <div className="flex gap-1 text-sm text-slate-700">
              <span className="font-medium text-slate-900">Explanation:</span>
              <ProblemMarkdown text={example.explanation} className="text-slate-700" />
            </div>
          ) : null}
        </figure>
      ))}
    </section>
  );
}
