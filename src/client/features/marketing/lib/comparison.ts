/** A cell of the comparison table: yes, no, partly, or a short text. */
export type ComparisonValue = boolean | "partial" | string;

export const COMPARISON_COLUMNS = ["PrepPilot", "Problem banks", "Human mock services", "Videos & blogs"] as const;

export const COMPARISON_ROWS: { feature: string; values: ComparisonValue[] }[] = [
  { feature: "Realistic mock interviews with follow-ups", values: [true, false, true, false] },
  { feature: "Feedback on your code and explanation", values: [true, "partial", true, false] },
  { feature: "System design practice", values: [true, "partial", "partial", "partial"] },
  { feature: "Company-specific preparation", values: [true, "partial", "partial", "partial"] },
  { feature: "Progress analytics", values: [true, "partial", false, false] },
  { feature: "Available any time", values: [true, true, false, true] },
  { feature: "Typical monthly cost", values: ["From $39", "$15–35", "$150+ per session", "Free"] },
];

export const TECHNOLOGY_POINTS = [
  {
    title: "Interview-tuned AI",
    description:
      "Prompts and rubrics written with senior interviewers, so feedback sounds like a debrief, not a chatbot.",
  },
  {
    title: "In-browser code runner",
    description:
      "Your solutions run in a sandbox against real test cases, for JavaScript and Python, with nothing to install.",
  },
  {
    title: "Private by design",
    description: "AI calls go through our servers only; no key or personal data is ever exposed in your browser.",
  },
];

export const TRUST_BADGES = ["99.9% uptime", "SOC 2", "End-to-end encryption", "GDPR ready"];
