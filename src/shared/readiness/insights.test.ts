import { expect, test } from "vitest";
import { describeInsights } from "./insights";

const overall = { score: 45, label: "Building" as const, tracks: { coding: 60, interviews: 40, design: 20 } };
const nextSession = { action: "Design a system in the System Design Lab", why: "System design: never practised yet." };

test("the automatic insights state the readiness, its tracks and the very next best session", () => {
  const insights = describeInsights({
    readiness: { overall, weakest: [{ summary: "System design lab: not practised yet", mastery: 0 }] },
    nextSession,
    currentStreak: 2,
  });
  expect(insights).toEqual([
    "Your readiness is 45% (Building): coding 60%, mock interviews 40%, system design 20%.",
    "Coding is your strongest track at 60%; system design is your weakest at 20%.",
    "Weakest area: System design lab: not practised yet (0%).",
    "Next best session: Design a system in the System Design Lab. System design: never practised yet.",
    "You are on a 2-day practice streak; practise today to keep it.",
  ]);
});

test("a new user's insights name no strongest track and still give the next session", () => {
  const none = { score: 0, label: "Not started" as const, tracks: { coding: 0, interviews: 0, design: 0 } };
  const insights = describeInsights({ readiness: { overall: none, weakest: [] }, nextSession, currentStreak: 0 });
  expect(insights).toHaveLength(3);
  expect(insights[0]).toBe("Your readiness is 0% (Not started): coding 0%, mock interviews 0%, system design 0%.");
  expect(insights[1]).toContain("Next best session: Design a system");
});
