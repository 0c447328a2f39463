import { describeRoleBar, RUBRICS } from "@/shared/answer-check/rubrics";
import { INTERVIEW_QUESTION_COUNT } from "@/shared/constants/practice-options";
import { REVIEW_DIMENSION_LABELS, REVIEW_DIMENSIONS } from "@/shared/design/design-review";
import { DESIGN_PHASES } from "@/shared/schemas/design-work";
import { VALUE_TYPES } from "@/shared/schemas/problem-judge";
import type {
  AnswerEvaluationRequest,
  CodeReviewRequest,
  DesignReviewRequest,
  InsightsRequest,
  InterviewRequest,
  ScenarioRequest,
} from "./ai-provider";

// The three generator prompts, worded as the product asks. Each asks for one JSON object whose shape matches the
// zod schemas the answer is validated with. A problem is asked for in the library's content format
// (content/README.md), since its tests and reference solution are proven before it is saved.

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
  }, with the tests and reference solution that let candidates solve it in an online judge.
Answer with a single JSON object and nothing else (no Markdown). This is the format, shown for a different problem:
${PROBLEM_FORMAT_EXAMPLE}
Rules:
- "company": companies known to ask this kind of problem, lower-case. "description": Markdown (lists and \`code\` allowed). "hints": 3, from a gentle nudge to the key insight.
- "signature": the function to implement, its camelCase "name" and "params", and "returns". Types: ${VALUE_TYPES.join(", ")}. A TreeNode is given in tests as its level-order array with null for missing children, a ListNode as the array of its values, a ListNode[] as a list of such arrays, a GraphNode (connected, undirected) as its 1-indexed adjacency list such as [[2,4],[1,3],[2,4],[1,3]] where node i has the value i, a ListNode+pos (a list whose tail may link back) as [values, pos] with pos -1 for no cycle, a RandomListNode as [[val, randomIndex or null], ...]; "void" means the function changes its first argument in place, and "expected" is that argument afterwards. For a design problem use {"kind": "class", "className": "LRUCache", "constructorParams": [...], "methods": [{"name", "params", "returns"}]}; its test input is {"calls": ["LRUCache", "put", "get"], "args": [[2], [1, 1], [1]]} and "expected" lists each call's result, null for the constructor and void methods.
- "tests": 8 to 15, with edge cases; each "input" is the argument list in the signature's order, each "expected" the exact correct result.
- "comparison": "exact"; "unordered" when the returned list may come in any order; "unordered-deep" when the lists inside it may too; "float" for doubles (within 1e-5).
- "examples": 2 or 3, each the display form of one of the tests, character for character: "input" is each parameter as name = its JSON without spaces, joined by ", " (for a class: the JSON of calls, a newline, the JSON of args); "output" is the JSON of "expected" without spaces.
- "editorial": Markdown teaching the solution, with exactly these six "## " sections in order: Intuition, Brute force (its cost and why it is not enough; at most one \`\`\`python block, a complete solution), Optimal approach (numbered steps, no code), Complexity (exactly two bullets: "- **Time: <complexity.time>** — why" and "- **Space: <complexity.space>** — why", with the same strings as "complexity"), Pitfalls and edge cases (a list), Dry run (the first example, state by state). 250–600 words.
- "solutions.javascript": a correct, efficient plain JavaScript solution that defines the function (or class) of the signature, with no imports, I/O or globals. It is run against every test before the problem is accepted.`;
}

const PROBLEM_FORMAT_EXAMPLE = JSON.stringify({
  title: "Two Sum",
  company: ["google"],
  description:
    "Given an array of integers `nums` and an integer `target`, return the indices of the two numbers that add up to `target`, the smaller index first.",
  examples: [{ input: "nums = [2,7,11,15], target = 9", output: "[0,1]", explanation: "nums[0] + nums[1] = 9" }],
  constraints: ["2 <= nums.length <= 10^4", "Exactly one answer exists."],
  hints: ["…", "…", "…"],
  signature: {
    kind: "function",
    name: "twoSum",
    params: [
      { name: "nums", type: "int[]" },
      { name: "target", type: "int" },
    ],
    returns: "int[]",
  },
  comparison: "exact",
  tests: [
    { input: [[2, 7, 11, 15], 9], expected: [0, 1] },
    { input: [[3, 3], 6], expected: [0, 1] },
    "… at least 8 tests",
  ],
  complexity: { time: "O(n)", space: "O(n)" },
  editorial:
    "## Intuition\n…\n\n## Brute force\n…\n\n## Optimal approach\n1. …\n\n## Complexity\n- **Time: O(n)** — …\n- **Space: O(n)** — …\n\n## Pitfalls and edge cases\n- …\n\n## Dry run\n…",
  solutions: {
    javascript:
      "function twoSum(nums, target) {\n  const seen = new Map();\n  for (let i = 0; i < nums.length; i++) {\n    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];\n    seen.set(nums[i], i);\n  }\n  return [];\n}",
  },
});

/**
 * The follow-up after a generated problem failed its proof: what failed, so the model can correct it.
 * It is sent after the model's own answer, so the model sees what it wrote.
 */
export function buildProblemRetryPrompt(issues: string[]) {
  return `That problem was refused because it did not pass its checks:
${issues.map((issue) => `- ${issue}`).join("\n")}
Answer again with the whole corrected JSON object in the same format and nothing else: fix the solution, the tests or the examples so that the solution passes every test and every example shows one of the tests.`;
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

/**
 * Asks for an evaluation of one interview answer against the type's rubric. The quotes are checked
 * against the answer afterwards, so the prompt insists on copying them exactly.
 */
export function buildEvaluationPrompt(request: AnswerEvaluationRequest) {
  const { type, role, question, followUpQuestions, expectedAnswer, evaluationCriteria, answers } = request;
  const rubric = RUBRICS[type];
  const bar = describeRoleBar(type, role);
  const parts = [
    `Question: ${question}\nAnswer:\n${answers[0]?.trim() || "(no answer)"}`,
    ...followUpQuestions.map(
      (followUp, index) =>
        `Follow-up ${index + 1}: ${followUp}\nAnswer:\n${answers[index + 1]?.trim() || "(no answer)"}`,
    ),
  ];
  return `You are an experienced interviewer evaluating a candidate's answer in a ${type} mock interview. Be fair, specific and honest: a vague answer scores low even when it is long.${bar ? `\n${bar}` : ""}
Score each of these criteria from 1 (missing) to 5 (excellent), with a one-line reason: ${rubric.join("; ")}.
For each criterion, cite evidence: 1 to 3 short quotes copied exactly, character for character, from the candidate's answers below (never from the question or the expected answer, never paraphrased); an empty list when nothing in the answer bears on it. Quotes that do not occur in the answer are discarded.
What a strong answer covers: ${expectedAnswer}
The interviewer's criteria: ${evaluationCriteria.join("; ")}
${parts.join("\n\n")}

Answer with a single JSON object and nothing else (no Markdown):
{
  "criteria": [{"criterion": one of ${rubric.map((name) => JSON.stringify(name)).join(", ")}, "score": 1-5, "reason": string, "evidence": string[]}] (one per criterion, in that order),
  "strengths": string[] (1 to 3),
  "improvement": string (the one change that would help this answer most),
  "missed": string[] (what a strong answer covers that this one does not; empty if nothing)
}`;
}

/** Asks for a review of a candidate's code; the lines are numbered so that remarks can name them. */
export function buildCodeReviewPrompt({
  title,
  description,
  signature,
  targetComplexity,
  language,
  code,
}: CodeReviewRequest) {
  const lines = code.split("\n");
  const width = String(lines.length).length;
  const numbered = lines.map((line, index) => `${String(index + 1).padStart(width)}| ${line}`).join("\n");
  return `You are a senior engineer reviewing a candidate's ${language} solution to a coding interview problem, as an interviewer would: correctness risks, time and space complexity${
    targetComplexity ? ` against the target (time ${targetComplexity.time}, space ${targetComplexity.space})` : ""
  }, readability, and edge cases the code misses. Be specific and brief; do not rewrite the solution.
Problem: ${title}
${description}${signature ? `\nSignature: ${JSON.stringify(signature)}` : ""}
The code, with line numbers (the numbers and "| " are not part of the code):
${numbered}

Answer with a single JSON object and nothing else (no Markdown):
{
  "summary": string (two or three sentences),
  "complexity": {"time": string, "space": string} (of this code, in big-O),
  "remarks": [{"line": number, "endLine": number, "category": "correctness" | "complexity" | "readability" | "edge-case", "message": string}] (0 to 8, each about the lines it names, which must be lines of the code above)
}`;
}

/**
 * Asks for a review of a system design on the seven dimensions. The diagram goes as JSON without the
 * canvas positions (they say nothing about the design); citations are checked against the component
 * names and the notes afterwards, so the prompt insists on copying them exactly.
 */
export function buildDesignReviewPrompt({ scenario, diagram, phaseNotes }: DesignReviewRequest) {
  const components = diagram.components.map(({ id, kind, label, note, replicas }) => ({
    id,
    kind,
    name: label,
    replicas,
    ...(note ? { note } : {}),
  }));
  const connections = diagram.connections.map(({ from, to, label }) => ({ from, to, ...(label ? { label } : {}) }));
  const notes = DESIGN_PHASES.map(({ id, title }) => `${title}:\n${phaseNotes[id]?.trim() || "(no notes)"}`);
  const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");
  return `You are a senior engineer interviewing a candidate in a system design interview. Review the candidate's design below as an interviewer would: fair, specific and honest. A design that omits something the scenario needs scores low on that dimension however neat the rest is.
Scenario: ${scenario.title}
${scenario.description}
Functional requirements:
${list(scenario.requirements)}${scenario.nonFunctionalRequirements.length > 0 ? `\nNon-functional requirements:\n${list(scenario.nonFunctionalRequirements)}` : ""}
Constraints:
${list(scenario.constraints)}
What the interviewer looks for:
${list(scenario.evaluationCriteria)}

The candidate's diagram (connections go from one component's id to another's, in the direction requests or data flow):
${JSON.stringify({ components, connections })}

The candidate's notes, per interview phase:
${notes.join("\n\n")}

Score each of these dimensions from 1 (missing) to 5 (excellent), with a one- or two-sentence reason: ${REVIEW_DIMENSIONS.map((dimension) => `"${dimension}" (${REVIEW_DIMENSION_LABELS[dimension]})`).join(", ")}.
For each dimension, cite what your reason rests on: component names copied exactly from the diagram's "name" fields, or short phrases copied exactly, character for character, from the candidate's notes. Never cite the scenario, never paraphrase: citations that are not in the design are discarded. An empty list when nothing in the design bears on it.

Answer with a single JSON object and nothing else (no Markdown):
{
  "dimensions": [{"dimension": one of ${REVIEW_DIMENSIONS.map((dimension) => JSON.stringify(dimension)).join(", ")}, "score": 1-5, "reason": string, "citations": string[]}] (one per dimension, in that order),
  "risks": string[] (1 to 5: what would break first, or what the design leaves open),
  "nextChange": string (the single change that would improve this design most)
}`;
}

/** "Generate AI Insights": a short plan from one user's own figures (never anyone else's), as aiInsightsSchema. */
export function buildInsightsPrompt({ readiness, areas, weakest, recent, nextSession }: InsightsRequest) {
  const lines = areas.map((area) => `- ${area.summary} (mastery ${area.mastery}%)`).join("\n");
  const average = (score: number | null) => (score === null ? "none yet" : `${score}/5`);
  const { tracks } = readiness;
  return `You are an interview-preparation coach. From this candidate's own practice figures, write a short, specific study plan for the next few days.

Readiness per area (mastery 0–100%, from accepted solutions weighed by difficulty, time against target, hints, attempts and recency; from mock interview and system design scores, 1–5):
${lines}

Overall readiness: ${readiness.score}% (${readiness.label}); coding ${tracks.coding}%, mock interviews ${tracks.interviews}%, system design ${tracks.design}% (weighed 50/25/25).
Weakest areas: ${weakest.join("; ")}
All time: ${recent.problemsSolved} problems solved, ${recent.interviewsCompleted} mock interviews completed, current streak ${recent.currentStreak} days. Average scores per track: coding ${average(recent.averages.coding)} (solve quality), interviews ${average(recent.averages.interviews)}, design ${average(recent.averages.design)}.
This week: ${recent.thisWeek.problemsSolved} problems solved, ${recent.thisWeek.interviewsCompleted} interviews, ${recent.thisWeek.studyHours} study hours.
The app's own next suggestion: ${nextSession}.

Rules: name areas and numbers from the figures above; never invent figures or activities the candidate did not do; each step is one session they can do in PrepPilot (solve a problem of a given difficulty and topic, take a mock interview of a given type, design a system in the System Design Lab, review due cards).
Answer with a single JSON object and nothing else (no Markdown):
{"summary": "one or two sentences on where the candidate stands", "steps": [{"action": "the session to do", "why": "why, citing their figures"}]}
with 2 to 5 steps, most important first.`;
}
