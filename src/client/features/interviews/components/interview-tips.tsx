import { Card } from "@/client/components/ui/card";

const TIPS = [
  "Think out loud: interviewers grade your reasoning as much as your answer.",
  "Ask clarifying questions before you commit to an approach.",
  "Use the STAR method (Situation, Task, Action, Result) for behavioral questions.",
  "State the trade-offs of your solution and what you would do with more time.",
  "After the interview, compare your answers with the expected answers and criteria in the report.",
];

export function InterviewTips() {
  return (
    <Card as="section" aria-labelledby="interview-tips-title" padding="lg" flat>
      <h3 id="interview-tips-title" className="text-lg font-semibold text-slate-900">
        Interview tips
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
