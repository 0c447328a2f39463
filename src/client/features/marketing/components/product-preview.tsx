import { CheckCircle2, Sparkles } from "lucide-react";

/** Indent, highlighted keyword, rest of the line. */
const CODE_LINES: [number, string, string][] = [
  [0, "def", " two_sum(nums, target):"],
  [2, "", "seen = {}"],
  [2, "for", " i, n in enumerate(nums):"],
  [4, "if", " target - n in seen:"],
  [6, "return", " [seen[target - n], i]"],
  [4, "", "seen[n] = i"],
];

const FEEDBACK = [
  "Optimal O(n) time, O(n) space",
  "Handles duplicates and negatives",
  "Explained the trade-off clearly",
];

/** A drawn (not photographed) glimpse of a practice session: code on the left, AI feedback on the right. */
export function ProductPreview() {
  return (
    <figure className="relative mx-auto mt-16 max-w-5xl">
      <div
        aria-hidden="true"
        className="absolute -inset-x-16 -top-16 bottom-1/2 -z-10 bg-radial-[closest-side] from-indigo-500/30 to-transparent"
      />
      <div className="overflow-hidden rounded-2xl bg-slate-900/95 text-left shadow-2xl ring-1 ring-white/10">
        <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3" aria-hidden="true">
          <span className="size-3 rounded-full bg-rose-400/80" />
          <span className="size-3 rounded-full bg-amber-400/80" />
          <span className="size-3 rounded-full bg-emerald-400/80" />
          <span className="ml-3 truncate text-xs text-slate-400">Practice · Two Sum · Medium · Google</span>
        </div>
        <div className="grid md:grid-cols-[1.4fr_1fr]">
          <pre className="overflow-x-auto p-4 font-mono text-xs leading-6 text-slate-300 sm:p-5 sm:text-sm">
            {CODE_LINES.map(([indent, keyword, rest], line) => (
              <div key={rest}>
                <span className="mr-3 inline-block w-3 text-right text-slate-500 select-none sm:mr-4">{line + 1}</span>
                {" ".repeat(indent)}
                <span className="text-violet-300">{keyword}</span>
                {rest}
              </div>
            ))}
          </pre>
          <div className="border-t border-white/10 p-5 md:border-t-0 md:border-l">
            <p className="flex items-center gap-2 text-sm font-medium text-indigo-200">
              <Sparkles className="size-4" aria-hidden="true" /> AI review
            </p>
            <p className="mt-3 text-4xl font-semibold text-white">
              92<span className="text-lg text-slate-400">/100</span>
            </p>
            <ul className="mt-4 space-y-2 text-sm text-slate-300">
              {FEEDBACK.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <figcaption className="sr-only">
        A practice session: a Python solution to Two Sum next to its AI review, scored 92 out of 100.
      </figcaption>
    </figure>
  );
}
