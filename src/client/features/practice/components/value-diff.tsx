import { clsx } from "clsx";
import type { ReactNode } from "react";
import { describeDiff } from "../lib/describe-diff";
import { type StringSide, showWhitespace } from "../lib/diff-strings";
import type { ValueDiff } from "../lib/diff-values";
import { formatJudgeValue } from "../lib/format-judge-value";
import { ArrayDiffView } from "./value-diff-array";
import { TreeDiffView } from "./value-diff-tree";

type ValueDiffViewProps = {
  diff: ValueDiff;
  /** A design problem's calls, shown over its results instead of indexes. */
  labels?: readonly string[];
};

/** "What differs": one sentence, then the difference drawn for its kind of value. */
export function ValueDiffView({ diff, labels }: ValueDiffViewProps) {
  if (diff.kind === "same") return null;
  return (
    <section
      aria-label="What differs"
      className="min-w-0 space-y-2 rounded-md border border-amber-200 bg-amber-50/40 p-2"
    >
      <h5 className="text-xs font-medium text-slate-500">What differs</h5>
      <p className="text-sm text-slate-800">{describeDiff(diff)}</p>
      <DiffBody diff={diff} labels={labels} />
    </section>
  );
}

function DiffBody({ diff, labels }: ValueDiffViewProps) {
  switch (diff.kind) {
    case "array":
      return <ArrayDiffView diff={diff} labels={labels} />;
    case "tree":
      return <TreeDiffView diff={diff} />;
    case "string":
      return (
        <div className="space-y-1 overflow-x-auto font-mono text-xs">
          <StringLine label="Expected" side={diff.expected} tone="expected" />
          <StringLine label="Actual" side={diff.actual} tone="actual" />
          <p className="font-sans text-xs text-slate-500">Spaces show as ·, tabs as →, line breaks as ↵.</p>
        </div>
      );
    case "unordered":
      return (
        <div className="space-y-1.5">
          <Chips label="Missing" values={diff.missing} tone="expected" empty="nothing" />
          <Chips label="Extra" values={diff.extra} tone="actual" empty="nothing" />
        </div>
      );
    case "object":
      return (
        <Chips
          label="Keys"
          values={diff.entries.filter((entry) => entry.status !== "same").map((entry) => entry.key)}
          tone="actual"
          empty="none"
        />
      );
    default:
      return null;
  }
}

function StringLine({ label, side, tone }: { label: string; side: StringSide; tone: "expected" | "actual" }) {
  return (
    <p className="flex gap-2 whitespace-pre">
      <span className="w-16 shrink-0 font-sans font-medium text-slate-500">{label}</span>
      <span>
        <span className="text-slate-700">{showWhitespace(side.before)}</span>
        <mark className={markClasses(tone, side.at === "")}>{side.at === "" ? "(end)" : showWhitespace(side.at)}</mark>
        <span className="text-slate-500">{showWhitespace(side.after)}</span>
      </span>
    </p>
  );
}

function markClasses(tone: "expected" | "actual", isEnd = false) {
  return clsx(
    "rounded px-0.5 font-semibold ring-1",
    tone === "expected" ? "bg-emerald-100 text-emerald-900 ring-emerald-400" : "bg-red-100 text-red-900 ring-red-400",
    isEnd && "font-sans font-normal italic",
  );
}

/** Values listed for an unordered difference; a huge test's others are counted. */
const MAX_CHIPS = 30;

function Chips(props: { label: string; values: readonly unknown[]; tone: "expected" | "actual"; empty: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline gap-1.5 text-xs">
      <span className="w-16 shrink-0 font-medium text-slate-500">{props.label}</span>
      {props.values.length === 0 ? (
        <span className="text-slate-500">{props.empty}</span>
      ) : (
        <ul className="flex flex-wrap gap-1 font-mono">
          {props.values.slice(0, MAX_CHIPS).map((value, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same value may be missing twice.
            <li key={index} className={markClasses(props.tone)}>
              {formatJudgeValue(value)}
            </li>
          ))}
          {props.values.length > MAX_CHIPS ? (
            <li className="font-sans text-slate-600">and {props.values.length - MAX_CHIPS} more</li>
          ) : null}
        </ul>
      )}
    </div>
  );
}
