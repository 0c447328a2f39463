// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/client/test/render";
import { apiError, json, stubApi } from "@/client/test/stub-api";
import { DEFAULT_REVIEW_SETTINGS } from "@/shared/schemas/spaced-repetition";
import { DueToday } from "./due-today";

// The dashboard's Due today card and the grade bar of each review card in it, against a stubbed API.

const card = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  track: "coding",
  kind: "problem",
  subjectId: `problem-${id}`,
  title,
  due: "2026-11-23T08:00:00.000Z",
  state: "review",
  isNew: false,
  reps: 2,
  ...extra,
});

const TWO_SUM = card("c1", "Two Sum", { isNew: true, state: "new", reps: 0 });
const LRU = card("c2", "LRU Cache");
const QUESTION = card("c3", "Explain consistent hashing", {
  track: "interviews",
  kind: "interview_question",
  subjectId: "interview-9:2",
});

function due(cards: ReturnType<typeof card>[], extra: Record<string, unknown> = {}) {
  const tracks = ["coding", "interviews", "system_design"]
    .map((track) => ({ track, cards: cards.filter((each) => each.track === track), minutes: 20 }))
    .filter(({ cards }) => cards.length > 0);
  return {
    total: cards.length,
    minutes: 20 * tracks.length,
    tracks,
    nextDue: null,
    heldBack: 0,
    settings: { ...DEFAULT_REVIEW_SETTINGS, minutesPerDay: 60 },
    ...extra,
  };
}

const NEXT_WEEK = "2026-11-30T08:00:00.000Z";
const mediumDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
const dueToday = () => screen.getByRole("region", { name: "Due today" });

test("the cards due today are listed by track, with the time they take, each a link to practise it", async () => {
  stubApi({ "GET /api/spaced-repetition/due": () => json(due([TWO_SUM, LRU, QUESTION])) });
  renderWithProviders(<DueToday />);
  expect(await within(dueToday()).findByText("3 cards, about 40 min (of your 60 min a day)")).toBeTruthy();
  const coding = within(dueToday()).getByRole("region", { name: /Coding/ });
  expect(within(coding).getByRole("heading").textContent).toBe("Coding (2, about 20 min)");
  expect(within(coding).getByRole("link", { name: "Two Sum" }).getAttribute("href")).toBe(
    "/dashboard/problems/problem-c1?review=1",
  );
  expect(within(coding).getAllByText("New")).toHaveLength(1);
  const interviews = within(dueToday()).getByRole("region", { name: /Interviews/ });
  expect(within(interviews).getByRole("link", { name: "Explain consistent hashing" }).getAttribute("href")).toBe(
    "/dashboard?tab=interviews&session=interview-9",
  );
});

test("Grade opens the grade bar with the suggested grade; one click grades, and the confirmation stays as the card leaves", async () => {
  let dueCards = [TWO_SUM, LRU];
  const requests = stubApi({
    "GET /api/spaced-repetition/due": () => json(due(dueCards)),
    "GET /api/spaced-repetition/cards/c1/suggestion": () =>
      json({ suggestion: { cardId: "c1", grade: "good", reason: "Accepted at the first submission.", facts: {} } }),
    "POST /api/spaced-repetition/cards/c1/grade": () => {
      dueCards = [LRU];
      return json({ card: { ...TWO_SUM, due: NEXT_WEEK, lastReview: "2026-11-23T09:00:00.000Z" } });
    },
  });
  const { user } = renderWithProviders(<DueToday />);
  const grade = await within(dueToday()).findAllByRole("button", { name: "Grade" });
  await user.click(grade[0] as HTMLElement);
  expect(grade[0]?.getAttribute("aria-expanded")).toBe("true");
  const bar = within(dueToday()).getByRole("region", { name: "How did “Two Sum” go?" });
  expect(await within(bar).findByText("Suggested: Good. Accepted at the first submission.")).toBeTruthy();
  expect(
    within(bar)
      .getAllByRole("button")
      .map((button) => button.textContent),
  ).toEqual(["Again", "Hard", "Good (suggested)", "Easy"]);

  // jsdom joins the sr-only " (suggested)" to the name without its space.
  await user.click(within(bar).getByRole("button", { name: /^Good\s?\(suggested\)$/ }));
  const confirmation = await within(dueToday()).findByRole("status");
  expect(confirmation.textContent).toBe(`Graded Good: “Two Sum” comes back on ${mediumDate(NEXT_WEEK)}.`);
  expect(requests.find(({ method }) => method === "POST")?.body).toEqual({ grade: "good", suggested: "good" });
  // The list is read again: the graded card has left it, its confirmation has not.
  expect(await within(dueToday()).findByText("1 card, about 20 min (of your 60 min a day)")).toBeTruthy();
  expect(within(dueToday()).queryByRole("link", { name: "Two Sum" })).toBeNull();
  expect(within(dueToday()).getByRole("status").textContent).toContain("Two Sum");
});

test("a grade that could not be saved says so and can be given again", async () => {
  let failures = 1;
  stubApi({
    "GET /api/spaced-repetition/due": () => json(due([LRU])),
    "GET /api/spaced-repetition/cards/c2/suggestion": () =>
      json({ suggestion: { cardId: "c2", grade: null, reason: null, facts: {} } }),
    "POST /api/spaced-repetition/cards/c2/grade": () =>
      failures-- > 0
        ? apiError(500, "INTERNAL", "Something went wrong on our side.")
        : json({ card: { ...LRU, due: NEXT_WEEK, lastReview: null } }),
  });
  const { user, queryClient } = renderWithProviders(<DueToday />);
  await user.click(await within(dueToday()).findByRole("button", { name: "Grade" }));
  const bar = within(dueToday()).getByRole("region", { name: "How did “LRU Cache” go?" });
  // No suggestion: once it is known, no grade is marked.
  await waitFor(() =>
    expect(queryClient.getQueryState(["spaced-repetition", "suggestion", "c2"])?.status).toBe("success"),
  );
  expect(within(bar).queryByRole("button", { name: /suggested/ })).toBeNull();
  await user.click(within(bar).getByRole("button", { name: "Hard" }));
  expect((await within(bar).findByRole("alert")).textContent).toBe("Your grade could not be saved. Please try again.");
  await user.click(within(bar).getByRole("button", { name: "Hard" }));
  expect((await within(dueToday()).findByRole("status")).textContent).toContain("Graded Hard: “LRU Cache”");
});

test("Hide grades closes the grade bar", async () => {
  stubApi({
    "GET /api/spaced-repetition/due": () => json(due([LRU])),
    "GET /api/spaced-repetition/cards/c2/suggestion": () =>
      json({ suggestion: { cardId: "c2", grade: "hard", reason: "Two wrong submissions.", facts: {} } }),
  });
  const { user } = renderWithProviders(<DueToday />);
  await user.click(await within(dueToday()).findByRole("button", { name: "Grade" }));
  expect(await within(dueToday()).findByText("Suggested: Hard. Two wrong submissions.")).toBeTruthy();
  await user.click(within(dueToday()).getByRole("button", { name: "Hide grades" }));
  expect(within(dueToday()).queryByRole("region", { name: /How did/ })).toBeNull();
});

test("nothing due says when the next card comes; cards held back by the limits point to Settings", async () => {
  stubApi({ "GET /api/spaced-repetition/due": () => json(due([], { nextDue: NEXT_WEEK })) });
  renderWithProviders(<DueToday />);
  expect((await within(dueToday()).findByText(/Nothing due today/)).textContent).toBe(
    `Nothing due today. The next card is due on ${mediumDate(NEXT_WEEK)}.`,
  );
});

test("cards held back by the daily limits: today's are done, and Settings changes the limits", async () => {
  stubApi({ "GET /api/spaced-repetition/due": () => json(due([], { heldBack: 2 })) });
  renderWithProviders(<DueToday />);
  expect(await within(dueToday()).findByText("Today's reviews are done.")).toBeTruthy();
  expect(within(dueToday()).getByText(/2 more due cards wait for a later day/)).toBeTruthy();
  expect(within(dueToday()).getByRole("link", { name: "Settings" }).getAttribute("href")).toBe(
    "/dashboard?tab=settings&section=notifications",
  );
});

test("a list that failed to load says so, and Try again loads it", async () => {
  let failures = 1;
  stubApi({
    "GET /api/spaced-repetition/due": () =>
      failures-- > 0 ? apiError(503, "SERVICE_UNAVAILABLE", "Briefly unavailable.") : json(due([LRU])),
  });
  const { user } = renderWithProviders(<DueToday />);
  const alert = await within(dueToday()).findByRole("alert");
  expect(alert.textContent).toContain("Failed to load your reviews");
  await user.click(within(alert).getByRole("button", { name: "Try again" }));
  expect(await within(dueToday()).findByRole("link", { name: "LRU Cache" })).toBeTruthy();
});
