// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { paths } from "@/client/config/paths";
import { renderWithProviders } from "@/client/test/render";
import { json, stubApi } from "@/client/test/stub-api";
import { StorySuggestions } from "./story-suggestions";

const QUESTION = "Tell me about a time you had a serious disagreement with a teammate. How did you resolve it?";

const story = (id: string, title: string, themes: string[], action = "I listened first.") => ({
  id,
  title,
  situation: "A project at work.",
  task: "I had to deliver it.",
  action,
  result: "It shipped on time.",
  themes,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

test("the stories showing the question's themes are suggested, best fit first, each unfolding to its STAR parts", async () => {
  stubApi({
    "GET /api/star-stories": () =>
      json({
        stories: [
          story("1", "Angry customer call", ["customer-focus"]),
          story("2", "Naming argument", ["conflict"], "I argued about names."),
          story(
            "3",
            "Caching disagreement",
            ["conflict"],
            "I resolved the disagreement with my teammate by a benchmark.",
          ),
        ],
      }),
  });
  const { user } = renderWithProviders(<StorySuggestions question={QUESTION} />);
  const region = screen.getByRole("region", { name: "Stories that fit" });
  const titles = await within(region).findAllByText(/^(Angry customer call|Naming argument|Caching disagreement)$/);
  expect(titles.map((title) => title.textContent)).toEqual(["Caching disagreement", "Naming argument"]);
  // The question's theme, and each suggestion's shared theme.
  expect(within(region).getAllByText("Conflict and disagreement")).toHaveLength(3);

  const action = within(region).getByText("I resolved the disagreement with my teammate by a benchmark.");
  expect(action.closest("details")?.open).toBe(false);
  await user.click(within(region).getByText("Caching disagreement"));
  expect(action.closest("details")?.open).toBe(true);
});

test("when no story fits, it names the theme to write one for and links to the bank", async () => {
  stubApi({
    "GET /api/star-stories": () => json({ stories: [story("1", "Angry customer call", ["customer-focus"])] }),
  });
  renderWithProviders(<StorySuggestions question={QUESTION} />);
  expect(
    await screen.findByText(/No story in your bank shows conflict and disagreement yet: write one for it/),
  ).toBeTruthy();
  expect(screen.getByRole("link", { name: /story bank/ }).getAttribute("href")).toBe(paths.storyBank);
});
