// The product's generator options (exact product texts), shared by the generators' forms, the API validators and the
// built-in library's content.

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = "medium";

export const TOPICS = ["arrays", "strings", "dynamic-programming", "trees", "graphs", "system-design"] as const;
export type Topic = (typeof TOPICS)[number];

/**
 * The pattern a coding problem practises, one per problem: the categories of the lists candidates
 * follow (NeetCode 150, Blind 75). Readiness per pattern is measured over them.
 */
export const PATTERNS = [
  "arrays-hashing",
  "two-pointers",
  "sliding-window",
  "stack",
  "binary-search",
  "linked-list",
  "trees",
  "tries",
  "heap",
  "backtracking",
  "graphs",
  "advanced-graphs",
  "dp-1d",
  "dp-2d",
  "greedy",
  "intervals",
  "math-geometry",
  "bit-manipulation",
] as const;
export type Pattern = (typeof PATTERNS)[number];

export const PATTERN_LABELS: Record<Pattern, string> = {
  "arrays-hashing": "Arrays & hashing",
  "two-pointers": "Two pointers",
  "sliding-window": "Sliding window",
  stack: "Stack",
  "binary-search": "Binary search",
  "linked-list": "Linked list",
  trees: "Trees",
  tries: "Tries",
  heap: "Heap / priority queue",
  backtracking: "Backtracking",
  graphs: "Graphs",
  "advanced-graphs": "Advanced graphs",
  "dp-1d": "1-D dynamic programming",
  "dp-2d": "2-D dynamic programming",
  greedy: "Greedy",
  intervals: "Intervals",
  "math-geometry": "Math & geometry",
  "bit-manipulation": "Bit manipulation",
};

export const PRACTICE_COMPANIES = ["google", "meta", "amazon", "microsoft", "apple"] as const;
export type PracticeCompany = (typeof PRACTICE_COMPANIES)[number];

/** The question interviews: five questions each, from the generator or the library, evaluated per answer. */
export const INTERVIEW_TYPES = ["technical", "system-design", "behavioral"] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

/** The coding round: one library problem, timed, in phases (src/server/features/interviews/coding-round*). */
export const CODING_INTERVIEW_TYPE = "coding";
/** Every mock interview the Interview Lab starts, and so every type a history entry has. */
export const MOCK_INTERVIEW_TYPES = [...INTERVIEW_TYPES, CODING_INTERVIEW_TYPE] as const;
export type MockInterviewType = (typeof MOCK_INTERVIEW_TYPES)[number];

export const ROLE_LEVELS = ["software-engineer", "senior-engineer", "staff-engineer", "engineering-manager"] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];

export const DESIGN_COMPANIES = ["google", "meta", "amazon", "microsoft", "netflix"] as const;
export type DesignCompany = (typeof DESIGN_COMPANIES)[number];
export const DEFAULT_DESIGN_COMPANY: DesignCompany = "google";

export const COMPLEXITIES = ["basic", "intermediate", "advanced"] as const;
export type Complexity = (typeof COMPLEXITIES)[number];
export const DEFAULT_COMPLEXITY: Complexity = "intermediate";

/** Every company any generator knows, for tagging library content. */
export const COMPANIES = [...new Set([...PRACTICE_COMPANIES, ...DESIGN_COMPANIES])] as const;

/** A mock interview always has this many questions, as the product promises. */
export const INTERVIEW_QUESTION_COUNT = 5;
