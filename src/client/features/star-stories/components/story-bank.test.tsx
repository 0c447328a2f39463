// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { renderWithProviders } from "@/client/test/render";
import { apiError, json, stubApi } from "@/client/test/stub-api";
import { StoryBank } from "./story-bank";

const SAVED = {
  id: "story-1",
  title: "The late migration",
  situation: "Our billing database had to move before support ended.",
  task: "I owned the cut-over.",
  action: "I wrote a dual-write shim and rehearsed the switch twice.",
  result: "No failed payment.",
  themes: ["ownership", "pressure"],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

/** The bank's server: GET lists `stories`; each test adds the writes it needs. */
function stubBank(stories: unknown[], writes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ "GET /api/star-stories": () => json({ stories }), ...writes });
}

async function fillStory(user: ReturnType<typeof renderWithProviders>["user"]) {
  await user.type(screen.getByLabelText("Title"), "Code review clash");
  await user.type(screen.getByLabelText("Situation"), "A teammate rejected my caching change.");
  await user.type(screen.getByLabelText("Task"), "I had to ship it before the launch.");
  await user.type(screen.getByLabelText("Action"), "I asked for their reasoning and benchmarked both designs.");
  await user.type(screen.getByLabelText("Result"), "We merged a simpler version; latency fell by 30%.");
  await user.click(screen.getByRole("button", { name: "Conflict and disagreement" }));
}

test("an empty bank says what to write; a new story is saved with its themes and listed, its theme now covered", async () => {
  const stories: unknown[] = [];
  const requests = stubBank(stories, {
    "POST /api/star-stories": ({ body }) => {
      const story = { ...SAVED, ...(body as object), id: "story-2" };
      stories.push(story);
      return json({ story }, 201);
    },
  });
  const { user } = renderWithProviders(<StoryBank userId="u-1" />);
  expect(await screen.findByText(/No stories yet/)).toBeTruthy();
  expect(screen.getByText(/0 of 12 themes have a story/)).toBeTruthy();

  await user.click(screen.getByRole("button", { name: "Add a story" }));
  await fillStory(user);
  expect(screen.getByRole("button", { name: "Conflict and disagreement" }).getAttribute("aria-pressed")).toBe("true");
  await user.click(screen.getByRole("button", { name: "Save story" }));

  const list = await screen.findByRole("list", { name: "Your stories" });
  expect(within(list).getByText("Code review clash")).toBeTruthy();
  expect(screen.getByText("“Code review clash” is saved in your story bank.")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Save story" })).toBeNull();
  expect(requests.find((request) => request.method === "POST")?.body).toEqual({
    title: "Code review clash",
    situation: "A teammate rejected my caching change.",
    task: "I had to ship it before the launch.",
    action: "I asked for their reasoning and benchmarked both designs.",
    result: "We merged a simpler version; latency fell by 30%.",
    themes: ["conflict"],
  });
  expect(screen.getByText(/1 of 12 themes have a story/)).toBeTruthy();
});

test("a story without its parts or a theme is not sent: each field says what is missing", async () => {
  const requests = stubBank([]);
  const { user } = renderWithProviders(<StoryBank userId="u-1" />);
  await user.click(await screen.findByRole("button", { name: "Add a story" }));
  await user.type(screen.getByLabelText("Title"), "Half a story");
  await user.click(screen.getByRole("button", { name: "Save story" }));
  expect(await screen.findByText("Write the situation.")).toBeTruthy();
  for (const message of ["Write the task.", "Write the action.", "Write the result."])
    expect(screen.getByText(message)).toBeTruthy();
  expect(screen.getByText("Choose at least one theme the story shows.")).toBeTruthy();
  expect(screen.getByLabelText("Situation").getAttribute("aria-invalid")).toBe("true");
  expect(requests.filter((request) => request.method === "POST")).toEqual([]);
});

test("a failed save keeps everything typed, says why, and the next Save sends it again", async () => {
  let attempts = 0;
  const requests = stubBank([], {
    "POST /api/star-stories": () => {
      attempts += 1;
      return attempts === 1
        ? apiError(409, "CONFLICT", "Your story bank holds at most 50 stories.")
        : json({ story: SAVED }, 201);
    },
  });
  const { user } = renderWithProviders(<StoryBank userId="u-1" />);
  await user.click(await screen.findByRole("button", { name: "Add a story" }));
  await fillStory(user);
  await user.click(screen.getByRole("button", { name: "Save story" }));

  expect((await screen.findByRole("alert")).textContent).toContain(
    "Your story could not be saved. Your story bank holds at most 50 stories. What you wrote is still here",
  );
  expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Code review clash");
  expect((screen.getByLabelText("Action") as HTMLInputElement).value).toBe(
    "I asked for their reasoning and benchmarked both designs.",
  );
  expect(screen.getByRole("button", { name: "Conflict and disagreement" }).getAttribute("aria-pressed")).toBe("true");

  await user.click(screen.getByRole("button", { name: "Save story" }));
  await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Save story" })).toBeNull());
  const posts = requests.filter((request) => request.method === "POST");
  expect(posts).toHaveLength(2);
  expect(posts[1]?.body).toEqual(posts[0]?.body);
});

test("a story is edited in place, and deleted only once the dialog is confirmed", async () => {
  const stories = [SAVED];
  const requests = stubBank(stories, {
    "PUT /api/star-stories/story-1": ({ body }) => {
      stories[0] = { ...SAVED, ...(body as object) };
      return json({ story: stories[0] });
    },
    "DELETE /api/star-stories/story-1": () => {
      stories.pop();
      return new Response(null, { status: 204 });
    },
  });
  const { user } = renderWithProviders(<StoryBank userId="u-1" />);
  await user.click(await screen.findByRole("button", { name: "Edit “The late migration”" }));
  expect((screen.getByLabelText("Result") as HTMLInputElement).value).toBe(SAVED.result);
  expect(screen.getByRole("button", { name: "Ownership" }).getAttribute("aria-pressed")).toBe("true");
  await user.clear(screen.getByLabelText("Result"));
  await user.type(screen.getByLabelText("Result"), "Zero failed payments in the switch.");
  await user.click(screen.getByRole("button", { name: "Save story" }));
  expect(await screen.findByText("Zero failed payments in the switch.", { exact: false })).toBeTruthy();
  expect(requests.find((request) => request.method === "PUT")?.body).toMatchObject({
    result: "Zero failed payments in the switch.",
    themes: ["ownership", "pressure"],
  });

  await user.click(screen.getByRole("button", { name: "Delete “The late migration”" }));
  await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
  expect(requests.some((request) => request.method === "DELETE")).toBe(false);
  await user.click(screen.getByRole("button", { name: "Delete “The late migration”" }));
  await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete story" }));
  expect(await screen.findByText(/No stories yet/)).toBeTruthy();
  expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
});

test("a story being written is kept in this browser: leaving the bank and coming back brings it back; Cancel discards it", async () => {
  stubBank([]);
  const first = renderWithProviders(<StoryBank userId="u-1" />);
  await first.user.click(await screen.findByRole("button", { name: "Add a story" }));
  await first.user.type(screen.getByLabelText("Title"), "Half a story");
  await first.user.type(screen.getByLabelText("Situation"), "A release went wrong.");
  await first.user.click(screen.getByRole("button", { name: "Failure and mistakes" }));
  first.unmount();

  const second = renderWithProviders(<StoryBank userId="u-1" />);
  await second.user.click(await screen.findByRole("button", { name: "Add a story" }));
  expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Half a story");
  expect((screen.getByLabelText("Situation") as HTMLTextAreaElement).value).toBe("A release went wrong.");
  expect(screen.getByRole("button", { name: "Failure and mistakes" }).getAttribute("aria-pressed")).toBe("true");
  await second.user.click(screen.getByRole("button", { name: "Cancel" }));
  second.unmount();

  const third = renderWithProviders(<StoryBank userId="u-1" />);
  await third.user.click(await screen.findByRole("button", { name: "Add a story" }));
  expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
});
