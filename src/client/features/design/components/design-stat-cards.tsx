/** Scores, study time and mastery have no source yet: they show 0 and say so rather than invent figures. */
export function DesignStatCards({ scenarioCount }: { scenarioCount: number }) {
  const cards = [
    { label: "Scenarios Generated", value: String(scenarioCount), note: "In your list" },
    { label: "Average Score", value: "0%", note: "Scoring is not available yet" },
    { label: "Study Hours", value: "0", note: "Not tracked yet" },
    { label: "Concepts Mastered", value: "0", note: "Not tracked yet" },
  ];
  return (
    <dl aria-label="System design statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-xs font-medium text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{card.value}</dd>
          <dd className="mt-1 text-xs text-slate-600">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
