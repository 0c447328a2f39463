import { INTERVIEW_QUESTION_COUNT } from "@/shared/constants/practice-options";
import type { InterviewRequest, ScenarioRequest } from "./ai-provider";

// The three generator prompts (spec section 7). Each asks for one JSON object whose shape matches the
// zod schemas the answer is validated with.

export function buildProblemPrompt({
  difficulty,
  topic,
  company,
}: {
  difficulty: string;
  topic: string;
  company?: string;
}) {
  return `You are an expert technical interviewer. Write one original ${difficulty} coding interview problem about ${topic}${
    company ? ` in the style of ${company} interviews` : ""
  }.
Answer with a single JSON object and nothing else (no Markdown), with exactly these fields:
{
  "title": string,
  "difficulty": "${difficulty}",
  "topic": "${topic}",
  "company": string[] (companies known to ask this kind of problem, lower-case),
  "description": string (a clear problem statement),
  "examples": [{ "input": string, "output": string, "explanation": string }] (at least 2),
  "constraints": string[],
  "hints": string[] (3 hints, from a gentle nudge to the key insight)
}`;
}

export function buildInterviewPrompt({ type, company, role }: InterviewRequest) {
  return `You are an experienced interviewer${company ? ` at ${company}` : ""}. Prepare a ${type} mock interview of ${INTERVIEW_QUESTION_COUNT} questions${
    role ? ` for a ${role.replaceAll("-", " ")} candidate` : ""
  }.
Answer with a single JSON object and nothing else (no Markdown):
{
  "questions": [
    {
      "type": "${type}",
      "question": string,
      "followUpQuestions": string[] (2 or 3),
      "expectedAnswer": string (the key points a strong answer covers),
      "evaluationCriteria": string[] (3 to 5)
    }
  ] (exactly ${INTERVIEW_QUESTION_COUNT} items)
}`;
}

export function buildScenarioPrompt({ complexity, company }: ScenarioRequest) {
  return `You are a senior system design interviewer${company ? ` at ${company}` : ""}. Write one ${complexity} system design interview scenario.
Answer with a single JSON object and nothing else (no Markdown):
{
  "title": string,
  "description": string (2 to 4 sentences of product context),
  "requirements": string[] (functional requirements),
  "nonFunctionalRequirements": string[] (scale, latency, availability, consistency, durability),
  "constraints": string[] (with numbers: users, requests per second, data size, latency targets),
  "evaluationCriteria": string[]
}`;
}
