import type { Library } from "@/server/content/load-library";
import { toJudgedProblem } from "@/server/content/to-judged-problem";
import { AppError } from "@/server/lib/app-error";
import { checkAnswer } from "@/shared/answer-check/automatic-check";
import { createTopicIndex, type TopicIndex } from "@/shared/answer-check/topic-index";
import { INTERVIEW_QUESTION_COUNT } from "@/shared/constants/practice-options";
import type { GeneratedInterviewQuestion, JudgedProblem } from "@/shared/schemas/content";
import type { ScenarioContent } from "@/shared/schemas/design";
import type { AiProvider, InterviewRequest, ProblemRequest, ScenarioRequest, Served } from "./ai-provider";

/** The AI interviewer needs a model; without one a coding interview has the scripted interviewer. */
export const INTERVIEWER_UNAVAILABLE_MESSAGE = "The AI interviewer needs an AI model: this server has none configured.";

/** The tutor needs a model; the page offers it only when one is configured. */
export const TUTOR_UNAVAILABLE_MESSAGE = "The tutor needs an AI model: this server has none configured.";

export type LibraryProviderOptions = {
  library: Library;
  /** Picks among the matching items; injectable for tests. */
  random?: () => number;
};

const EXHAUSTED = {
  problem: "You have practised every library problem that matches these filters. Change a filter to get a new problem.",
  interview:
    "You have seen every library question that fits this interview. Choose another type, company or role level to start a new one.",
  scenario:
    "You have studied every library scenario that matches these options. Change the complexity or company to get a new one.",
};
const DESIGN_REVIEW_UNAVAILABLE_MESSAGE = "An AI review of a design needs an AI provider (AI_PROVIDER=openai).";
const INSIGHTS_UNAVAILABLE_MESSAGE = "AI insights need an AI provider (AI_PROVIDER=openai).";
const NONE_MATCH = {
  problem: "The PrepPilot library has no problem that matches these filters yet. Change a filter to get one.",
  interview: `The PrepPilot library has fewer than ${INTERVIEW_QUESTION_COUNT} questions that fit this interview. Choose another type, company or role level.`,
  scenario: "The PrepPilot library has no scenario that matches these options yet. Change the complexity or company.",
};

/**
 * Serves the curated content of content/ with no network: an item that matches the request and that
 * this user was not given before, chosen at random among those. When the matching part of the
 * library is used up it refuses (LIBRARY_EXHAUSTED) instead of silently repeating an item. A company
 * matches an item's tags; a question or scenario without company tags suits any company.
 */
export function createLibraryProvider({ library, random = Math.random }: LibraryProviderOptions): AiProvider {
  let topics: TopicIndex | undefined;
  const pick = { library, random };

  return {
    kind: "library",
    maxDurationMs: 0,

    // The check reads the question's texts too, and compares the answer with every library question of its type.
    async evaluateAnswer(request) {
      topics ??= createTopicIndex(library.interviewQuestions);
      return checkAnswer({ ...request, topics });
    },

    // The automatic review runs where the code may run, in the user's browser: the server adds nothing.
    async reviewCode() {
      return { kind: "automatic", summary: null, remarks: [], complexity: null, droppedRemarks: 0 };
    },

    // Without a model the progressive help is the editorial, a section at a time (editorial-help.service.ts).
    async tutor() {
      throw new AppError("AI_FAILED", { message: TUTOR_UNAVAILABLE_MESSAGE });
    },

    // Without a model the coding interview's interviewer is the scripted one (features/interviews).
    async interviewCoding() {
      throw new AppError("AI_FAILED", { message: INTERVIEWER_UNAVAILABLE_MESSAGE });
    },

    // The design review's automatic part runs on the server for every provider; there is no AI part here.
    async reviewDesign() {
      throw new AppError("AI_FAILED", { message: DESIGN_REVIEW_UNAVAILABLE_MESSAGE });
    },

    // The automatic insights are computed from the figures the Analytics Hub already shows.
    async planInsights() {
      throw new AppError("AI_FAILED", { message: INSIGHTS_UNAVAILABLE_MESSAGE });
    },

    generateProblem: async (request, { servedSlugs }) => pickProblem(pick, request, servedSlugs),
    generateInterview: async (request, { servedSlugs }) => pickInterview(pick, request, servedSlugs),
    generateScenario: async (request, { servedSlugs }) => pickScenario(pick, request, servedSlugs),
  };
}

type Picking = { library: Library; random: () => number };

const fitsCompany = (tags: readonly string[], company: string | undefined) =>
  !company || tags.length === 0 || tags.includes(company);

function pickProblem(
  { library, random }: Picking,
  { difficulty, topic, company }: ProblemRequest,
  servedSlugs: ReadonlySet<string>,
): Served<JudgedProblem> {
  const matching = library.problems.filter(
    (problem) =>
      (!difficulty || problem.difficulty === difficulty) &&
      (!topic || problem.topic === topic) &&
      (!company || problem.company.includes(company)),
  );
  const [problem] = pickUnserved(matching, servedSlugs, 1, random, "problem");
  if (!problem) throw new Error("pickUnserved returned no problem");
  return { item: toJudgedProblem(problem), source: { kind: "library", slug: problem.slug } };
}

function pickInterview(
  { library, random }: Picking,
  { type, company, role }: InterviewRequest,
  servedSlugs: ReadonlySet<string>,
): Served<GeneratedInterviewQuestion>[] {
  const matching = library.interviewQuestions.filter(
    (question) =>
      question.type === type &&
      fitsCompany(question.companies, company) &&
      (!role || question.roleLevels.length === 0 || question.roleLevels.includes(role)),
  );
  return pickUnserved(matching, servedSlugs, INTERVIEW_QUESTION_COUNT, random, "interview").map((question) => {
    const { question: text, followUpQuestions, expectedAnswer, evaluationCriteria } = question;
    const item: GeneratedInterviewQuestion = {
      type,
      question: text,
      followUpQuestions,
      expectedAnswer,
      evaluationCriteria,
    };
    return { item, source: { kind: "library", slug: question.slug } };
  });
}

function pickScenario(
  { library, random }: Picking,
  { complexity, company }: ScenarioRequest,
  servedSlugs: ReadonlySet<string>,
): Served<ScenarioContent> {
  const matching = library.scenarios.filter(
    (scenario) => scenario.complexity === complexity && fitsCompany(scenario.companies, company),
  );
  const [scenario] = pickUnserved(matching, servedSlugs, 1, random, "scenario");
  if (!scenario) throw new Error("pickUnserved returned no scenario");
  const { title, description, requirements, nonFunctionalRequirements, constraints, evaluationCriteria } = scenario;
  const item: ScenarioContent = {
    title,
    description,
    requirements,
    nonFunctionalRequirements,
    constraints,
    evaluationCriteria,
  };
  return { item, source: { kind: "library", slug: scenario.slug } };
}

/** `count` distinct random items not served yet, or LIBRARY_EXHAUSTED. */
function pickUnserved<T extends { slug: string }>(
  matching: T[],
  servedSlugs: ReadonlySet<string>,
  count: number,
  random: () => number,
  kind: keyof typeof EXHAUSTED,
): T[] {
  if (matching.length < count) throw new AppError("LIBRARY_EXHAUSTED", { message: NONE_MATCH[kind] });
  const unserved = matching.filter((item) => !servedSlugs.has(item.slug));
  if (unserved.length < count) throw new AppError("LIBRARY_EXHAUSTED", { message: EXHAUSTED[kind] });
  // A partial Fisher–Yates shuffle: the first `count` places end up a uniform random choice.
  for (let index = 0; index < count; index++) {
    const swap = index + Math.floor(random() * (unserved.length - index));
    [unserved[index], unserved[swap]] = [unserved[swap] as T, unserved[index] as T];
  }
  return unserved.slice(0, count);
}
