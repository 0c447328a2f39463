import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import type { LibraryInterviewQuestion } from "@/shared/schemas/content";
import { BEHAVIORAL_THEME_IDS, BEHAVIORAL_THEMES, classifyQuestionThemes } from "./behavioral-themes";

const library = JSON.parse(
  readFileSync(new URL("../../../content/interview-questions/behavioral.json", import.meta.url), "utf8"),
) as LibraryInterviewQuestion[];
const questionBySlug = new Map(library.map((question) => [question.slug, question.question]));

function themesOf(slug: string) {
  const question = questionBySlug.get(slug);
  if (!question) throw new Error(`content/interview-questions/behavioral.json has no ${slug}`);
  return classifyQuestionThemes(question);
}

test("every behavioral question of the library probes at least one theme", () => {
  expect(library.length).toBeGreaterThanOrEqual(100);
  const unthemed = library.filter((question) => classifyQuestionThemes(question.question).length === 0);
  expect(unthemed.map((question) => question.slug)).toEqual([]);
});

test("every theme is probed by several library questions, and none by nearly all of them", () => {
  for (const id of BEHAVIORAL_THEME_IDS) {
    const count = library.filter((question) => classifyQuestionThemes(question.question).includes(id)).length;
    expect(count, id).toBeGreaterThanOrEqual(5);
    expect(count, id).toBeLessThanOrEqual(library.length / 4);
  }
});

test.each([
  ["conflict-with-a-teammate", "conflict"],
  ["disagreeing-with-your-manager", "conflict"],
  ["biggest-professional-failure", "failure"],
  ["bug-you-shipped-to-production", "failure"],
  ["navigating-ambiguous-project", "ambiguity"],
  ["influence-without-authority", "influence"],
  ["customer-obsession-going-beyond", "customer-focus"],
  ["handling-a-production-incident", "pressure"],
  ["grew-an-engineer-on-your-team", "mentoring"],
  ["receiving-difficult-feedback", "feedback"],
  ["data-versus-intuition-decision", "judgement"],
  ["working-with-a-remote-team-across-time-zones", "collaboration"],
  ["ownership-beyond-your-role", "ownership"],
  ["transition-from-engineer-to-manager", "leadership"],
] as const)("%s probes %s", (slug, theme) => {
  expect(themesOf(slug)).toContain(theme);
});

test("a question gets only the themes its words name", () => {
  expect(themesOf("customer-obsession-going-beyond")).toEqual(["customer-focus"]);
  expect(themesOf("disagree-and-commit")).toEqual(["conflict", "judgement"]);
});

test("a generated question is read by its words, in any form of them", () => {
  expect(
    classifyQuestionThemes("Describe a situation where you persuaded a skeptical executive to fund a rewrite."),
  ).toEqual(["influence"]);
  expect(classifyQuestionThemes("Give an example of a time you mentored someone through a failed launch.")).toEqual([
    "failure",
    "mentoring",
  ]);
  expect(classifyQuestionThemes("What is the time complexity of binary search?")).toEqual([]);
});

test("each theme has a label and a description a user can read", () => {
  expect(new Set(BEHAVIORAL_THEMES.map((theme) => theme.label)).size).toBe(BEHAVIORAL_THEMES.length);
  for (const theme of BEHAVIORAL_THEMES) expect(theme.description).toMatch(/^[A-Z].{20,110}\.$/);
});
