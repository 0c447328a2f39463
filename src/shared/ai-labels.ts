// The signed-in product's texts that name AI. The product's exact texts say "AI"; they are true only when the
// install has a model (AI_PROVIDER=openai). Without one, the built-in library and rules do the work,
// and the same places say so without the word (docs/decisions/015-honest-ai-labels.md). Marketing
// pages keep the product's texts whatever the install runs.

export type AiLabels = {
  /** The locked features' names in the upgrade prompt ('Upgrade to unlock {name}'). */
  practiceArena: string;
  mockInterviews: string;
  systemDesignLab: string;
  insights: string;
  /** The Analytics Hub's button. */
  generateInsights: string;
  /** The Analytics Hub's banner once the trial or plan has ended. */
  insightsExpired: string;
  /** The welcome achievement's and the first activity's description. */
  welcomeDescription: string;
};

/** The product's exact texts: with a model configured they are true. */
const SPEC_LABELS: AiLabels = {
  practiceArena: "AI Practice Arena",
  mockInterviews: "AI Mock Interviews",
  systemDesignLab: "AI System Design Lab",
  insights: "AI Insights",
  generateInsights: "Generate AI Insights",
  insightsExpired: "Trial Expired - Upgrade to access AI insights",
  welcomeDescription: "Your AI-powered interview preparation journey begins now.",
};

/** The same places without a model: what runs is the library and rules. */
const LIBRARY_LABELS: AiLabels = {
  practiceArena: "Practice Arena",
  mockInterviews: "Mock Interviews",
  systemDesignLab: "System Design Lab",
  insights: "Insights",
  generateInsights: "Generate Insights",
  insightsExpired: "Trial Expired - Upgrade to access insights",
  welcomeDescription: "Your interview preparation journey begins now.",
};

export function getAiLabels(hasAiProvider: boolean): AiLabels {
  return hasAiProvider ? SPEC_LABELS : LIBRARY_LABELS;
}
