import { clsx } from "clsx";
import { CircleCheck, CircleMinus, CircleX, Clock, TriangleAlert } from "lucide-react";
import type { Language } from "@/shared/judge/languages";
import { getVerdictLabel, type Verdict } from "@/shared/judge/verdicts";

const STYLES: Record<Verdict, { className: string; Icon: typeof CircleCheck }> = {
  accepted: { className: "bg-green-50 text-green-800 ring-green-200", Icon: CircleCheck },
  wrong_answer: { className: "bg-red-50 text-red-800 ring-red-200", Icon: CircleX },
  runtime_error: { className: "bg-red-50 text-red-800 ring-red-200", Icon: TriangleAlert },
  time_limit_exceeded: { className: "bg-amber-50 text-amber-900 ring-amber-200", Icon: Clock },
  memory_limit_exceeded: { className: "bg-amber-50 text-amber-900 ring-amber-200", Icon: TriangleAlert },
  output_limit_exceeded: { className: "bg-amber-50 text-amber-900 ring-amber-200", Icon: TriangleAlert },
  compile_error: { className: "bg-purple-50 text-purple-800 ring-purple-200", Icon: TriangleAlert },
};

/** A verdict as an icon and its words, never colour alone; "Not run" for a test the judge skipped. */
export function VerdictBadge({
  verdict,
  language,
  isNotRun = false,
}: {
  verdict: Verdict;
  /** The code's language: a compile error is a Compile Error in Java, C++ and Go. */
  language?: Language;
  isNotRun?: boolean;
}) {
  const { className, Icon } = isNotRun
    ? { className: "bg-slate-100 text-slate-700 ring-slate-200", Icon: CircleMinus }
    : STYLES[verdict];
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {isNotRun ? "Not run" : getVerdictLabel(verdict, language)}
    </span>
  );
}
