import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";

// The machine running these is shared and busy: give the lazily loaded page time to appear.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context, baseURL, page }) => {
  // A saved cookie choice keeps the consent banner from covering the bottom of the page.
  const choice = { essential: true, analytics: false, marketing: false, preferences: false };
  await context.addCookies([
    { name: "pp_cookie_consent", value: encodeURIComponent(JSON.stringify(choice)), url: baseURL ?? "" },
  ]);
  await page.goto("/webinars");
});

const UPCOMING = {
  technical: "Dynamic Programming Patterns That Unlock Hard Problems",
  "system-design": "Designing a News Feed at Scale",
  behavioral: "Behavioral Interviews: Stories That Land",
};
const RECORDED = {
  technical: "Graph Algorithms for Coding Interviews",
  "system-design": "System Design: Building a Distributed Cache",
  behavioral: "Negotiating Your Offer With Confidence",
};

const upcomingGrid = (page: Page) => page.getByRole("region", { name: "Upcoming Webinars" });
const recordedGrid = (page: Page) => page.getByRole("region", { name: "Recorded Webinars" });
const titlesIn = (grid: ReturnType<typeof upcomingGrid>) => grid.getByRole("heading", { level: 3 });

async function chooseFilter(page: Page, name: string) {
  const button = page.getByRole("group", { name: "Filter webinars" }).getByRole("button", { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

test("all (the default) shows both grids with three webinars each", async ({ page }) => {
  await expect(page.getByRole("button", { name: "All Webinars" })).toHaveAttribute("aria-pressed", "true");
  await expect(titlesIn(upcomingGrid(page))).toHaveText(Object.values(UPCOMING));
  await expect(titlesIn(recordedGrid(page))).toHaveText(Object.values(RECORDED));
});

test("upcoming shows only the upcoming grid and recorded only the recorded grid", async ({ page }) => {
  await chooseFilter(page, "Upcoming");
  await expect(titlesIn(upcomingGrid(page))).toHaveCount(3);
  await expect(recordedGrid(page)).toHaveCount(0);

  await chooseFilter(page, "Recorded");
  await expect(titlesIn(recordedGrid(page))).toHaveCount(3);
  await expect(upcomingGrid(page)).toHaveCount(0);
});

test("a category keeps both grids, each filtered to that category", async ({ page }) => {
  for (const [label, category] of [
    ["Technical", "technical"],
    ["Behavioral", "behavioral"],
    ["System Design", "system-design"],
  ] as const) {
    await chooseFilter(page, label);
    await expect(titlesIn(upcomingGrid(page))).toHaveText([UPCOMING[category]]);
    await expect(titlesIn(recordedGrid(page))).toHaveText([RECORDED[category]]);
  }
});

test("search matches title or description case-insensitively, on top of the filter", async ({ page }) => {
  const search = page.getByLabel("Search webinars");
  await search.fill("CONSISTENT HASHING");
  await expect(titlesIn(recordedGrid(page))).toHaveText([RECORDED["system-design"]]);
  await expect(upcomingGrid(page).getByText("No webinars match your search.")).toBeVisible();

  await search.fill("design");
  await expect(titlesIn(upcomingGrid(page))).toHaveText([UPCOMING["system-design"]]);
  await expect(titlesIn(recordedGrid(page))).toHaveText([RECORDED["system-design"]]);
  await chooseFilter(page, "Upcoming");
  await expect(titlesIn(upcomingGrid(page))).toHaveText([UPCOMING["system-design"]]);
  await expect(recordedGrid(page)).toHaveCount(0);
  await chooseFilter(page, "Behavioral");
  await expect(upcomingGrid(page).getByText("No webinars match your search.")).toBeVisible();
  await expect(recordedGrid(page).getByText("No webinars match your search.")).toBeVisible();

  await search.fill("");
  await expect(titlesIn(upcomingGrid(page))).toHaveText([UPCOMING.behavioral]);
});

test("cards show their details and level badges in the level's colour", async ({ page }) => {
  const dp = upcomingGrid(page).getByRole("article", { name: UPCOMING.technical });
  for (const text of ["Sarah Chen", "Senior Software Engineer, Google", "December 10, 2026", "10:00 AM PST"]) {
    await expect(dp).toContainText(text);
  }
  await expect(dp).toContainText("60 min");
  await expect(dp).toContainText("1,247 registered");
  const badgeTone = (title: string) => page.getByRole("article", { name: title }).getByTestId("level-badge");
  await expect(badgeTone(UPCOMING.behavioral)).toHaveText("Beginner");
  await expect(badgeTone(UPCOMING.behavioral)).toHaveAttribute("data-tone", "green");
  await expect(badgeTone(UPCOMING.behavioral)).toHaveClass(/bg-green-100/);
  await expect(badgeTone(UPCOMING.technical)).toHaveAttribute("data-tone", "yellow");
  await expect(badgeTone(UPCOMING.technical)).toHaveClass(/bg-yellow-100/);
  await expect(badgeTone(UPCOMING["system-design"])).toHaveAttribute("data-tone", "red");
  await expect(badgeTone(UPCOMING["system-design"])).toHaveClass(/bg-red-100/);
  await expect(badgeTone(RECORDED.behavioral)).toHaveText("All Levels");
  await expect(badgeTone(RECORDED.behavioral)).toHaveAttribute("data-tone", "grey");

  const recorded = recordedGrid(page).getByRole("article", { name: RECORDED.technical });
  for (const text of ["58 min", "24.5k views", "4.9"]) await expect(recorded).toContainText(text);
});

test("register and watch need a free account; speakers can apply and read the guidelines", async ({ page }) => {
  await expect(upcomingGrid(page).getByRole("link", { name: /^Register Free/ })).toHaveCount(3);
  await expect(
    upcomingGrid(page)
      .getByRole("link", { name: /^Register Free/ })
      .first(),
  ).toHaveAttribute("href", "/signup");
  await expect(
    recordedGrid(page)
      .getByRole("link", { name: /^Watch Now/ })
      .first(),
  ).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Apply to Speak" })).toHaveAttribute(
    "href",
    "/contact?inquiry=partnership&subject=Speaking%20at%20a%20PrepPilot%20webinar",
  );

  const guidelinesButton = page.getByRole("button", { name: "View Speaker Guidelines" });
  const guidelines = page.getByRole("heading", { name: "Speaker guidelines" });
  await expect(guidelinesButton).toHaveAttribute("aria-expanded", "false");
  await expect(guidelines).toBeHidden();
  await guidelinesButton.click();
  await expect(guidelinesButton).toHaveAttribute("aria-expanded", "true");
  await expect(guidelines).toBeVisible();
  await expect(page.getByText("Sessions run 45 to 75 minutes")).toBeVisible();

  await page.getByRole("link", { name: "Apply to Speak" }).click();
  await expect(page).toHaveURL(/\/contact\?inquiry=partnership/);
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form.getByLabel("Inquiry Type")).toHaveValue("partnership");
  await expect(form.getByLabel("Subject", { exact: true })).toHaveValue("Speaking at a PrepPilot webinar");
});
