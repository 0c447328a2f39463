import path from "node:path";
import { matchKeyPoints, parsePhrasing } from "@/shared/answer-check/key-points";
import { CONCEPT_IDS } from "@/shared/design/concepts";
import { checkDesign, describeExpectation } from "@/shared/design/design-rules";
import type { LibraryInterviewQuestion, LibraryScenario } from "@/shared/schemas/content";
import { checkFollowUps } from "./check-follow-ups";
import { checkProblemLists } from "./check-lists";
import { findDuplicateNames, findSimilarStatements } from "./check-problems";
import { CONTENT_DIR, type Library } from "./load-library";

// content:verify's checks of the library beyond the problems' own files: duplicates, the follow-ups, the
// lists, the interview questions' key points, the scenarios' expectations and concepts.

/** Duplicates, follow-ups, lists, interview questions' key points, scenarios' expectations and concepts. */
export function checkLibraryContent(library: Library, options: { contentDir?: string; only?: string[] }): string[] {
  const failures = [
    ...findDuplicateNames(library.problems),
    ...findSimilarStatements(library.problems),
    ...checkFollowUps(library.problems),
  ];
  // With `only`, the other problems were not read: every list would name "unknown" slugs.
  if (!options.only) failures.push(...checkProblemLists(library.lists ?? [], library.problems));
  failures.push(...findDuplicateSlugs("interview question", library.interviewQuestions));
  const contentName = path.basename(options.contentDir ?? CONTENT_DIR);
  failures.push(...library.interviewQuestions.flatMap((question) => checkKeyPoints(question, contentName)));
  failures.push(...findDuplicateSlugs("scenario", library.scenarios));
  failures.push(...library.scenarios.flatMap((scenario) => checkExpectations(scenario, contentName)));
  failures.push(...checkConcepts(library.scenarios, contentName));
  return failures;
}

/** The shortest prefix stem: "ca*" would match call, case and cat as readily as cache. */
const MIN_PREFIX_LENGTH = 4;

/**
 * A question's key points must be matchable (every phrasing has words, no prefix so short it matches
 * anything), distinct, and each said by the question's own expected answer: a point the model answer
 * never states would mark every strong answer down.
 */
function checkKeyPoints(question: LibraryInterviewQuestion, contentName = "content"): string[] {
  const where = `${contentName}/interview-questions/${question.type}.json (${question.slug})`;
  const failures: string[] = [];
  const seen = new Set<string>();
  for (const { point, phrasings } of question.keyPoints) {
    if (seen.has(point.toLowerCase())) failures.push(`${where}: key point "${point}" appears more than once`);
    seen.add(point.toLowerCase());
    for (const phrasing of phrasings) {
      const pattern = parsePhrasing(phrasing);
      if (pattern.length === 0) failures.push(`${where}: key point "${point}": phrasing "${phrasing}" has no words`);
      if (pattern.some(({ word, isPrefix }) => isPrefix && word.length < MIN_PREFIX_LENGTH))
        failures.push(
          `${where}: key point "${point}": phrasing "${phrasing}" has a prefix shorter than ${MIN_PREFIX_LENGTH} letters`,
        );
    }
  }
  for (const match of matchKeyPoints(question.expectedAnswer, question.keyPoints)) {
    if (match.span === null) failures.push(`${where}: expectedAnswer never says key point "${match.point}"`);
  }
  return failures;
}

// A reference design is the sketch an interviewer would draw on a whiteboard: big enough to show the
// architecture, small enough to read at a glance.
const MIN_REFERENCE_COMPONENTS = 6;
const MAX_REFERENCE_COMPONENTS = 15;

/**
 * A scenario's design expectations must be well-formed (a kind exactly for `uses-kind`, no (rule, kind)
 * twice), and its reference design must meet every one of them: an expectation that the interviewer's own
 * sketch misses is either wrong or checked by a rule that reads diagrams wrongly.
 */
function checkExpectations(scenario: LibraryScenario, contentName = "content"): string[] {
  const where = `${contentName}/scenarios/${scenario.complexity}.json (${scenario.slug})`;
  const { expectations, referenceDesign } = scenario;
  const failures: string[] = [];
  const seen = new Set<string>();
  for (const expectation of expectations) {
    const name = expectation.kind ? `${expectation.rule} (${expectation.kind})` : expectation.rule;
    if (expectation.rule === "uses-kind" && !expectation.kind)
      failures.push(`${where}: expectation "uses-kind" needs a kind`);
    if (expectation.rule !== "uses-kind" && expectation.kind)
      failures.push(`${where}: expectation "${expectation.rule}" takes no kind, but names "${expectation.kind}"`);
    if (seen.has(name)) failures.push(`${where}: expectation "${name}" appears more than once`);
    seen.add(name);
  }
  const size = referenceDesign.components.length;
  if (size < MIN_REFERENCE_COMPONENTS || size > MAX_REFERENCE_COMPONENTS)
    failures.push(
      `${where}: referenceDesign has ${size} components, not ${MIN_REFERENCE_COMPONENTS}–${MAX_REFERENCE_COMPONENTS}`,
    );
  for (const check of checkDesign(referenceDesign, expectations)) {
    if (!check.holds)
      failures.push(
        `${where}: referenceDesign misses expectation "${check.rule}" (${describeExpectation(check)}): ${check.message}`,
      );
  }
  return failures;
}

/**
 * A scenario names each concept once, and every concept of the Concept Library is needed by at least one
 * scenario: the library's panel for a concept would otherwise list no scenario to practise it on.
 */
function checkConcepts(scenarios: LibraryScenario[], contentName = "content"): string[] {
  const failures = scenarios.flatMap((scenario) => {
    const repeated = scenario.concepts.filter((id, index) => scenario.concepts.indexOf(id) !== index);
    return repeated.map(
      (id) =>
        `${contentName}/scenarios/${scenario.complexity}.json (${scenario.slug}): concept "${id}" appears more than once`,
    );
  });
  const needed = new Set(scenarios.flatMap((scenario) => scenario.concepts));
  const unneeded = CONCEPT_IDS.filter((id) => !needed.has(id));
  if (scenarios.length > 0 && unneeded.length > 0)
    failures.push(`concepts needed by no scenario: ${unneeded.join(", ")}`);
  return failures;
}

function findDuplicateSlugs(kind: string, records: { slug: string }[]): string[] {
  const seen = new Set<string>();
  return records.flatMap((record) => {
    if (!seen.has(record.slug)) {
      seen.add(record.slug);
      return [];
    }
    return [`${kind} slug "${record.slug}" is used more than once`];
  });
}
