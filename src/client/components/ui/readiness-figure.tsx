import { clsx } from "clsx";

type ReadinessFigureProps = {
  score: number;
  label: string;
  className?: string;
};

/**
 * The one readiness figure (shared/readiness/overall.ts) as every screen shows it: "Readiness 34% ·
 * Building". The dashboard, the Analytics Hub, the study plan and the next best session use this, so
 * the same number and the same label read the same everywhere.
 */
export function ReadinessFigure({ score, label, className }: ReadinessFigureProps) {
  return (
    <p className={clsx("text-sm text-slate-700", className)} data-testid="readiness-figure">
      Readiness <span className="font-semibold text-slate-900 tabular-nums">{score}%</span> · {label}
    </p>
  );
}
