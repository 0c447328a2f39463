import { Card } from "@/client/components/ui/card";

const TIPS = [
  "Start with a high-level design before diving into the details.",
  "Consider scalability and reliability from the beginning.",
  "Ask clarifying questions about requirements and scale.",
  "Draw diagrams to explain how the components interact.",
  "Discuss the trade-offs of every design choice.",
];

export function DesignTips() {
  return (
    <Card as="section" aria-labelledby="design-tips-title" padding="lg" flat>
      <h3 id="design-tips-title" className="text-lg font-semibold text-slate-900">
        System design tips
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
