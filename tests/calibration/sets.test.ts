import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ANSWER_LABEL_SCORES,
  ANSWER_TRAIT_RULES,
  ANSWER_TRAITS,
  CALIBRATION_DIR,
  DESIGN_LABEL_SCORES,
  type DesignEntry,
  designSetFiles,
  type InterviewSetEntry,
  interviewSetFiles,
  loadDesignSet,
  loadInterviewSet,
  parseDesignFile,
  parseInterviewFile,
} from "@/server/evaluate-cli/labelled-sets";
import { COMPLEXITIES, INTERVIEW_TYPES } from "@/shared/constants/practice-options";
import { diagramSchema } from "@/shared/design/diagram";
import { DESIGN_PHASES } from "@/shared/schemas/design-work";

// Checks the labelled calibration sets: they parse, refer to real questions and scenarios, their labels
// and scores agree with RUBRIC.md, and they hold enough of each kind to calibrate on (the counts below). It
// checks the data, not the product's feedback on it.

const CONTENT_DIR = path.join(CALIBRATION_DIR, "../../content");

const MIN_ANSWERS = 150;
const MIN_ANSWERS_PER_TYPE = 40;
const QUESTIONS_PER_SET = { min: 30, max: 40 };
const MIN_PER_ANSWER_TRAIT = 8;
const MAX_ANSWER_WORDS = 250;
const MIN_DESIGNS = 40;
const MIN_SCENARIOS = 10;
/** Each way of writing the notes appears in at least this many designs. */
const MIN_PER_NOTATION = 4;

function readSlugs(file: string): Set<string> {
  const entries = JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8")) as { slug: string }[];
  return new Set(entries.map(({ slug }) => slug));
}

const questionSlugs = new Map(INTERVIEW_TYPES.map((type) => [type, readSlugs(`interview-questions/${type}.json`)]));
const scenarioSlugs = new Set(COMPLEXITIES.flatMap((complexity) => [...readSlugs(`scenarios/${complexity}.json`)]));

function countBy<T>(items: T[], key: (item: T) => string | string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const keys = key(item);
    for (const k of Array.isArray(keys) ? keys : [keys]) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

function loadOrEmpty<T>(load: () => T[]): T[] {
  try {
    return load();
  } catch {
    return [];
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const value of values) {
    if (seen.has(value)) repeated.push(value);
    seen.add(value);
  }
  return repeated;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

/** Shared distinct words over all distinct words of both: 1 for the same bag of words. */
function jaccard(a: string, b: string): number {
  const left = new Set(words(a));
  const right = new Set(words(b));
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared || 1);
}

// A file that does not parse fails the first test below, naming the file and the entry; the rest run on what loads.
const entries: InterviewSetEntry[] = loadOrEmpty(loadInterviewSet);

describe("interview answer set: its files and each entry", () => {
  const files = interviewSetFiles();

  it("has one file per interview type, and every file parses", () => {
    expect(files.map(({ name }) => name).sort()).toEqual([...INTERVIEW_TYPES].sort());
    for (const { file } of files) expect(() => parseInterviewFile(file), file).not.toThrow();
  });

  it("gives every entry an id of its own file's type, unique over the set", () => {
    for (const entry of entries) expect(entry.id.startsWith(`${entry.type}-`), entry.id).toBe(true);
    expect(duplicates(entries.map(({ id }) => id))).toEqual([]);
  });

  it("refers to questions that exist in content/ under the same type", () => {
    const missing = entries.filter((entry) => !questionSlugs.get(entry.type)?.has(entry.question));
    expect(missing.map(({ id, question }) => `${id}: ${question}`)).toEqual([]);
  });

  it("scores every answer inside its label's range", () => {
    const wrong = entries.filter((entry) => !ANSWER_LABEL_SCORES[entry.label].includes(entry.score));
    expect(wrong.map(({ id, label, score }) => `${id}: ${label} ${score}`)).toEqual([]);
  });

  it("keeps each trait's rule: buzzword-stuffed ≤ 2, off-topic and empty-ish 1, plain-words strong, …", () => {
    const broken: string[] = [];
    for (const entry of entries) {
      for (const trait of entry.traits) {
        const rule = ANSWER_TRAIT_RULES[trait];
        if (!rule) continue;
        if (!rule.labels.includes(entry.label)) broken.push(`${entry.id}: ${trait} cannot be ${entry.label}`);
        if (rule.maxScore !== undefined && entry.score > rule.maxScore)
          broken.push(`${entry.id}: ${trait} scores at most ${rule.maxScore}, not ${entry.score}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("interview answer set: its size and spread", () => {
  it(`holds at least ${MIN_ANSWERS} answers, ${MIN_ANSWERS_PER_TYPE} per type, with every label in every type`, () => {
    expect(entries.length).toBeGreaterThanOrEqual(MIN_ANSWERS);
    for (const type of INTERVIEW_TYPES) {
      const ofType = entries.filter((entry) => entry.type === type);
      expect(ofType.length, type).toBeGreaterThanOrEqual(MIN_ANSWERS_PER_TYPE);
      expect(new Set(ofType.map(({ label }) => label)), type).toEqual(new Set(["strong", "adequate", "weak"]));
    }
  });

  it(`covers ${QUESTIONS_PER_SET.min}–${QUESTIONS_PER_SET.max} questions, each with a strong and a weak answer`, () => {
    const byQuestion = groupBy(entries, (entry) => `${entry.type}/${entry.question}`);
    expect(byQuestion.size).toBeGreaterThanOrEqual(QUESTIONS_PER_SET.min);
    expect(byQuestion.size).toBeLessThanOrEqual(QUESTIONS_PER_SET.max);
    const withoutPair = [...byQuestion].filter(
      ([, answers]) =>
        !answers.some(({ label }) => label === "strong") || !answers.some(({ label }) => label === "weak"),
    );
    expect(withoutPair.map(([question]) => question)).toEqual([]);
  });

  it(`tags every required trait on at least ${MIN_PER_ANSWER_TRAIT} answers`, () => {
    const counts = countBy(entries, ({ traits }) => traits);
    for (const trait of ANSWER_TRAITS)
      expect(counts.get(trait) ?? 0, trait).toBeGreaterThanOrEqual(MIN_PER_ANSWER_TRAIT);
  });

  it(`keeps answers within ${MAX_ANSWER_WORDS} words, and empty or near-empty only when tagged empty-ish`, () => {
    const tooLong = entries.filter(({ answer }) => words(answer).length > MAX_ANSWER_WORDS);
    expect(tooLong.map(({ id }) => id)).toEqual([]);
    const untaggedEmpty = entries.filter(
      ({ answer, traits }) =>
        words(answer).length < 3 && !traits.includes("empty-ish") && !traits.includes("short-complete"),
    );
    expect(untaggedEmpty.map(({ id }) => id)).toEqual([]);
  });

  it("has no templated near-duplicates among answers to the same question", () => {
    const nearDuplicates: string[] = [];
    for (const answers of groupBy(entries, (entry) => entry.question).values()) {
      const substantial = answers.filter(({ answer }) => words(answer).length >= 8);
      for (const [i, a] of substantial.entries()) {
        for (const b of substantial.slice(i + 1)) {
          if (jaccard(a.answer, b.answer) > 0.6) nearDuplicates.push(`${a.id} ~ ${b.id}`);
        }
      }
    }
    expect(nearDuplicates).toEqual([]);
  });
});

describe("design set", () => {
  const files = designSetFiles();

  it("has one file per scenario, named by its slug, and every file parses", () => {
    expect(files.length).toBeGreaterThanOrEqual(MIN_SCENARIOS);
    for (const { file, name } of files) {
      const entries = parseDesignFile(file);
      expect(new Set(entries.map(({ scenario }) => scenario)), file).toEqual(new Set([name]));
    }
  });

  const designs: DesignEntry[] = loadOrEmpty(loadDesignSet);

  it("gives every design a unique id that starts with its scenario", () => {
    for (const { id, scenario } of designs) expect(id.startsWith(`${scenario}-`), id).toBe(true);
    expect(duplicates(designs.map(({ id }) => id))).toEqual([]);
  });

  it("refers to scenarios that exist in content/", () => {
    const missing = designs.filter(({ scenario }) => !scenarioSlugs.has(scenario));
    expect(missing.map(({ id, scenario }) => `${id}: ${scenario}`)).toEqual([]);
  });

  it("scores every design inside its label's range", () => {
    const wrong = designs.filter((entry) => !DESIGN_LABEL_SCORES[entry.label].includes(entry.score));
    expect(wrong.map(({ id, label, score }) => `${id}: ${label} ${score}`)).toEqual([]);
  });

  it(`holds at least ${MIN_DESIGNS} designs over ${MIN_SCENARIOS} scenarios, each with a good and a poor design`, () => {
    expect(designs.length).toBeGreaterThanOrEqual(MIN_DESIGNS);
    const byScenario = groupBy(designs, ({ scenario }) => scenario);
    expect(byScenario.size).toBeGreaterThanOrEqual(MIN_SCENARIOS);
    for (const [scenario, entries] of byScenario) {
      const labels = new Set(entries.map(({ label }) => label));
      expect(labels.has("good") && labels.has("poor"), scenario).toBe(true);
    }
    expect(new Set(designs.map(({ label }) => label))).toEqual(new Set(["good", "mediocre", "poor"]));
  });

  it("saves diagrams the app's own diagram schema accepts, with connections between existing components", () => {
    for (const { id, design } of designs) {
      const parsed = diagramSchema.safeParse(design.diagram);
      expect(parsed.success, `${id}: ${parsed.error?.message}`).toBe(true);
      const componentIds = new Set(design.diagram.components.map((component) => component.id));
      for (const connection of design.diagram.connections) {
        expect(componentIds.has(connection.from), `${id}: ${connection.id} from ${connection.from}`).toBe(true);
        expect(componentIds.has(connection.to), `${id}: ${connection.id} to ${connection.to}`).toBe(true);
      }
      expect(design.diagram.components.length, id).toBeGreaterThan(0);
    }
  });

  it("writes notes only for the design phases, in each of the notations the review reads", () => {
    const phases = new Set<string>(DESIGN_PHASES.map(({ id }) => id));
    for (const { id, design } of designs) {
      for (const phase of Object.keys(design.phaseNotes ?? {})) expect(phases.has(phase), `${id}: ${phase}`).toBe(true);
    }
    const counts = countBy(designs, ({ traits }) => traits);
    for (const notation of ["notes-bullets", "notes-commas", "notes-sentences", "entities-fields"])
      expect(counts.get(notation) ?? 0, notation).toBeGreaterThanOrEqual(MIN_PER_NOTATION);
    // The `Entity(field, field)` notation is really written so, not only tagged.
    for (const { id, traits, design } of designs.filter(({ traits }) => traits.includes("entities-fields")))
      expect(design.phaseNotes?.["core-entities"] ?? "", `${id} ${traits}`).toMatch(/^\s*\w+\s*\([^)]+\)/m);
  });
});
