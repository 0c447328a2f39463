import type { AiLabels } from "@/shared/ai-labels";

// Human-readable lines for the dashboard's Recent Activity list.

export type ActivityLike = {
  kind: string;
  details: { title?: string; interviewType?: string; score?: number };
};

const INTERVIEW_TYPE_NAMES: Record<string, string> = {
  technical: "technical",
  "system-design": "system design",
  behavioral: "behavioral",
};

/** `labels`: the install's texts that name AI only with a model (features/ai-setup's useAiLabels). */
export function describeActivity(
  { kind, details }: ActivityLike,
  labels: Pick<AiLabels, "welcomeDescription">,
): string {
  const title = details.title?.trim();
  const interview = details.interviewType
    ? `${INTERVIEW_TYPE_NAMES[details.interviewType] ?? details.interviewType} `
    : "";
  switch (kind) {
    case "signed_up":
      return `Welcome to PrepPilot! ${labels.welcomeDescription}`;
    case "problem_generated":
      return title ? `Generated the coding problem “${title}”` : "Generated a coding problem";
    case "problem_started":
      return title ? `Started the coding problem “${title}”` : "Started a coding problem";
    case "problem_solved":
      return title ? `Solved the coding problem “${title}”` : "Solved a coding problem";
    case "interview_started":
      return `Started a ${interview}mock interview`;
    case "interview_completed":
      return typeof details.score === "number"
        ? `Completed a ${interview}mock interview (score ${details.score})`
        : `Completed a ${interview}mock interview`;
    case "interview_evaluated":
      return typeof details.score === "number"
        ? `Got the evaluation of a ${interview}mock interview (score ${details.score})`
        : `Got the evaluation of a ${interview}mock interview`;
    case "scenario_generated":
      return title ? `Generated the system design scenario “${title}”` : "Generated a system design scenario";
    case "scenario_studied":
      return title ? `Studied the system design scenario “${title}”` : "Studied a system design scenario";
    case "concept_studied":
      return title ? `Studied the system design concept “${title}”` : "Studied a system design concept";
    case "design_reviewed":
    case "design_ai_reviewed": {
      const by = kind === "design_ai_reviewed" ? "AI review" : "automatic review";
      const scored = typeof details.score === "number" ? ` (score ${details.score})` : "";
      return title ? `Got the ${by} of your design for “${title}”${scored}` : `Got the ${by} of a design${scored}`;
    }
    case "review_done":
      return title ? `Reviewed “${title}”` : "Reviewed a card";
    default:
      return "Worked in PrepPilot";
  }
}
