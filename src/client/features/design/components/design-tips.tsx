const TIPS = [
  "Start with a high-level design before diving into the details.",
  "Consider scalability and reliability from the beginning.",
  "Ask clarifying questions about requirements and scale.",
  "Draw diagrams to explain how the components interact.",
  "Discuss the trade-offs of every design choice.",
];

export function DesignTips() {
  return (
    <section aria-labelledby="design-tips-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id="design-tips-title" className="text-lg font-semibold text-slate-900">
        System design tips
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
