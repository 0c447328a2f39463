import type { InterviewType, RoleLevel } from "@/shared/constants/practice-options";

// What an AI evaluation scores, per interview type: each criterion 1–5 with a one-line reason
// and quotes from the answer as evidence.

export const RUBRICS: Record<InterviewType, readonly string[]> = {
  technical: ["Communication", "Problem solving", "Technical depth", "Correctness and testing"],
  behavioral: ["Situation and task", "Actions and ownership", "Results and impact", "Communication"],
  "system-design": ["Requirements", "High-level design", "Scalability", "Trade-offs", "Depth"],
};

/** How the role level raises the bar, said to the evaluator; nothing for a level with no special bar. */
export function describeRoleBar(type: InterviewType, role: RoleLevel | null): string | null {
  if (role === "staff-engineer" || role === "engineering-manager") {
    const who = role === "staff-engineer" ? "a staff engineer" : "an engineering manager";
    return type === "behavioral"
      ? `The candidate is interviewing as ${who}: a strong answer shows scope beyond one team and influence without authority (aligning other teams, changing how the organisation works, growing people); an answer about individual work alone scores at most 3 on actions and results.`
      : `The candidate is interviewing as ${who}: expect trade-offs argued at the level of the organisation and the system's whole life, not only the happy path.`;
  }
  if (role === "senior-engineer") {
    return "The candidate is interviewing as a senior engineer: expect ownership from ambiguity to delivery, and trade-offs stated without prompting.";
  }
  return null;
}
