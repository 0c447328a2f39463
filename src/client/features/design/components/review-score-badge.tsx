/** A review's score out of 5, and where it comes from ("from rules", "from the AI"). */
export function ScoreBadge({ score, label }: { score: number | null; label: string }) {
  return (
    <span className="inline-flex items-baseline gap-1 rounded-lg bg-brand-50 px-2.5 py-1 text-brand-800">
      <span className="text-xl font-bold tabular-nums">{score === null ? "–" : score.toFixed(1)}</span>
      <span className="text-xs">/ 5 {label}</span>
    </span>
  );
}
