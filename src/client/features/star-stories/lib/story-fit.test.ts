import { expect, test } from "vitest";
import type { BehavioralThemeId } from "@/shared/star-stories/behavioral-themes";
import { countStoriesByTheme, findProbedThemes, measureWordOverlap, rankStoriesForQuestion } from "./story-fit";

const story = (title: string, themes: BehavioralThemeId[], action = "I did the work.") => ({
  title,
  situation: "A project at work.",
  task: "I had a goal.",
  action,
  result: "It went well.",
  themes,
});

const QUESTION = "Tell me about a time you had a serious disagreement with a teammate about a database migration.";

test("only stories that show a theme of the question fit, more shared themes first", () => {
  const ranked = rankStoriesForQuestion(
    [
      story("Customer call", ["customer-focus"]),
      story("Code review clash", ["conflict"]),
      story("Design argument", ["conflict", "collaboration"]),
    ],
    ["conflict", "collaboration"],
    QUESTION,
  );
  expect(ranked.map((fit) => [fit.story.title, fit.sharedThemes])).toEqual([
    ["Design argument", ["conflict", "collaboration"]],
    ["Code review clash", ["conflict"]],
  ]);
});

test("between stories sharing as many themes, the one whose words are closer to the question ranks first", () => {
  const ranked = rankStoriesForQuestion(
    [
      story("Naming argument", ["conflict"], "I argued about variable names."),
      story("Migration argument", ["conflict"], "I disagreed with my teammate about the database migration plan."),
    ],
    ["conflict"],
    QUESTION,
  );
  expect(ranked.map((fit) => fit.story.title)).toEqual(["Migration argument", "Naming argument"]);
});

test("word overlap counts word forms as one and ignores words that say nothing", () => {
  expect(measureWordOverlap("Migrating databases", story("x", [], "We migrated the database."))).toBe(1);
  expect(measureWordOverlap("Tell me about a time", story("x", []))).toBe(0);
});

test("no story fits a question whose themes no story shows", () => {
  expect(rankStoriesForQuestion([story("Customer call", ["customer-focus"])], ["conflict"], QUESTION)).toEqual([]);
});

test("the probed themes are each question's, in the list's order, each said covered or not", () => {
  const probed = findProbedThemes(
    [QUESTION, "Tell me about a time you failed.", "Tell me about a time you disagreed with your manager."],
    [story("Clash", ["conflict"])],
  );
  expect(probed.map(({ theme, isCovered }) => [theme.id, isCovered])).toEqual([
    ["conflict", true],
    ["failure", false],
    ["collaboration", false],
  ]);
});

test("the bank's count per theme covers every theme, zero where no story shows it", () => {
  const counts = countStoriesByTheme([story("a", ["conflict"]), story("b", ["conflict", "failure"])]);
  expect(counts.get("conflict")).toBe(2);
  expect(counts.get("failure")).toBe(1);
  expect(counts.get("mentoring")).toBe(0);
  expect(counts.size).toBe(12);
});
