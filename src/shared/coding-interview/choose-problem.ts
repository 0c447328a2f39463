import type { Difficulty, RoleLevel } from "@/shared/constants/practice-options";

// Which library problem a coding interview asks: one of the chosen company's when it has one, at a difficulty
// that fits the role level, preferring problems the user has not solved.

/** The difficulties a role level's coding round asks; no level chosen asks a medium problem. */
export const ROUND_DIFFICULTIES: Record<RoleLevel, readonly Difficulty[]> = {
  "software-engineer": ["easy", "medium"],
  "senior-engineer": ["medium", "hard"],
  "staff-engineer": ["medium", "hard"],
  "engineering-manager": ["medium"],
};
const ANY_LEVEL: readonly Difficulty[] = ["medium"];

type Candidate = { slug: string; difficulty: Difficulty; company: readonly string[] };

type Choice = {
  company?: string;
  role?: RoleLevel;
  /** Library slugs the user has an Accepted submission for. */
  solvedSlugs: ReadonlySet<string>;
  /** Varies the pick among equally good problems (the server passes how many rounds the user started). */
  seed: number;
};

/**
 * The problem for a round, or undefined for an empty library. Tiers in order: the company's at the level and
 * unsolved; any company's at the level and unsolved; the company's at the level; at the level; unsolved; any.
 */
export function chooseCodingProblem<T extends Candidate>(problems: readonly T[], choice: Choice): T | undefined {
  const levels = choice.role ? ROUND_DIFFICULTIES[choice.role] : ANY_LEVEL;
  const fitsLevel = (problem: T) => levels.includes(problem.difficulty);
  const fitsCompany = (problem: T) => !choice.company || problem.company.includes(choice.company);
  const isUnsolved = (problem: T) => !choice.solvedSlugs.has(problem.slug);
  const tiers: ((problem: T) => boolean)[] = [
    (problem) => fitsCompany(problem) && fitsLevel(problem) && isUnsolved(problem),
    (problem) => fitsLevel(problem) && isUnsolved(problem),
    (problem) => fitsCompany(problem) && fitsLevel(problem),
    fitsLevel,
    isUnsolved,
    () => true,
  ];
  const sorted = [...problems].sort((a, b) => a.slug.localeCompare(b.slug));
  for (const fits of tiers) {
    const found = sorted.filter(fits);
    if (found.length > 0) return found[Math.abs(choice.seed) % found.length];
  }
  return undefined;
}
