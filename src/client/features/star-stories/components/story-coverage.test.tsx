// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { paths } from "@/client/config/paths";
import { renderWithProviders } from "@/client/test/render";
import { json, stubApi } from "@/client/test/stub-api";
import { StoryCoverage } from "./story-coverage";

const QUESTIONS = [
  "Tell me about a time you disagreed with your manager.",
  "Tell me about a time you failed. What happened and what did you learn?",
];

const conflictStory = {
  id: "1",
  title: "Roadmap argument",
  situation: "s",
  task: "t",
  action: "a",
  result: "r",
  themes: ["conflict"],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

test("the report names the probed themes no story covers, with a link to write them", async () => {
  stubApi({ "GET /api/star-stories": () => json({ stories: [conflictStory] }) });
  renderWithProviders(<StoryCoverage questions={QUESTIONS} />);
  const region = await screen.findByRole("region", { name: "Story coverage" });
  expect(region.textContent).toContain("These questions probed:Conflict and disagreementFailure and mistakes");
  expect(region.textContent).toContain("No story covers yet: Failure and mistakes.");
  expect(screen.getByRole("link", { name: "Write one in your story bank" }).getAttribute("href")).toBe(paths.storyBank);
});

test("when every probed theme has a story, the report says so and links nowhere", async () => {
  stubApi({
    "GET /api/star-stories": () => json({ stories: [{ ...conflictStory, themes: ["conflict", "failure"] }] }),
  });
  renderWithProviders(<StoryCoverage questions={QUESTIONS} />);
  expect(await screen.findByText("Your story bank has a story for every one of them.")).toBeTruthy();
  expect(screen.queryByRole("link")).toBeNull();
});
