import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";

// A concept opens to its explanation, example and the library scenarios that need it,
// and the time it stays open counts as study (the lab's Study Hours, the Analytics Hub, Recent Activity).

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test("open a concept, read it and the scenarios that need it, close it: the reading counts as study", async ({
  page,
}) => {
  // The page's clock runs as usual; fast-forwarding it stands for minutes spent reading.
  await page.clock.install();
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=system-design");
  const library = page.getByRole("region", { name: "Concept Library" });
  await expect(library.getByRole("heading", { name: "Storage Systems" })).toBeVisible();
  await expect(library.getByRole("button")).toHaveCount(16);

  await library.getByRole("button", { name: /^CAP Theorem/ }).click();
  const panel = page.getByRole("dialog", { name: "CAP Theorem" });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("When the network between a store's nodes breaks");
  await expect(panel.getByRole("heading", { name: "Trade-offs" })).toBeVisible();
  await expect(panel.getByText("503 Service Unavailable", { exact: false })).toBeVisible();
  const needed = panel.getByRole("list", { name: "Scenarios that need it" }).getByRole("listitem");
  await expect(needed.filter({ hasText: "Globally Distributed Multi-Region Database" })).toContainText("Advanced");
  await expect(needed.filter({ hasText: "API Rate Limiter" })).toContainText("Basic");
  await page.clock.fastForward("05:00");
  await panel.getByRole("button", { name: "Close concept" }).click();
  await expect(panel).toHaveCount(0);
  await expect(library.getByRole("button", { name: /^CAP Theorem/ })).toContainText("Studied 5 min");

  // From the keyboard: an architectural concept shows its diagram; Escape closes and counts the reading.
  await library.getByRole("button", { name: /^Load Balancing/ }).focus();
  await page.keyboard.press("Enter");
  const balancing = page.getByRole("dialog", { name: "Load Balancing" });
  await expect(
    balancing.getByRole("img", { name: "One address in front, three interchangeable servers behind it." }),
  ).toBeVisible();
  await expect(balancing.getByRole("list", { name: "Connections" })).toContainText("Browser → Load balancer: HTTPS");
  await page.clock.fastForward("13:00");
  await page.keyboard.press("Escape");
  await expect(balancing).toHaveCount(0);
  await expect(library.getByRole("button", { name: /^Load Balancing/ })).toBeFocused();
  await expect(library.getByRole("button", { name: /^Load Balancing/ })).toContainText("Studied 13 min");
  // 5 + 13 minutes of reading: 0.3 hours.
  await expect(page.getByLabel("System design statistics")).toContainText("Study Hours0.3");

  const analytics = await (await page.request.get("/api/analytics?tz=UTC")).json();
  expect(analytics).toMatchObject({ studyHours: 0.3, currentStreak: 1 });
  await page.goto("/dashboard");
  await expect(page.getByText("Studied the system design concept “Load Balancing”")).toBeVisible();
  await expect(page.getByText("Studied the system design concept “CAP Theorem”")).toBeVisible();
});

// One good review masters nothing; good designs for two different scenarios that need a concept do.
test("a concept is mastered once designs for two different scenarios needing it score 4 or more", async ({ page }) => {
  await signUpAndSignIn(page);
  type Generated = { id: string; title: string; concepts: string[] };
  const rateNew = async (): Promise<Generated> => {
    const generated = await page.request.post("/api/design/scenarios", {
      data: { complexity: "basic", company: "google" },
    });
    expect(generated.status()).toBe(201);
    const { scenario } = (await generated.json()) as { scenario: Generated };
    const rated = await page.request.post(`/api/design/scenarios/${scenario.id}/self-rating`, { data: { rating: 4 } });
    expect(rated.status()).toBe(200);
    return scenario;
  };
  const mastered = async () =>
    (
      (await (await page.request.get("/api/design/scenarios/stats")).json()) as {
        stats: { masteredConcepts: string[] };
      }
    ).stats.masteredConcepts;
  const done = [await rateNew()];
  expect(done[0]?.concepts.length).toBeGreaterThan(0);
  expect(await mastered()).toEqual([]);

  // Concepts needed by two different scenarios (by title) rated 4: basic scenarios share some soon.
  const sharedConcepts = () => {
    const titles = new Map<string, Set<string>>();
    for (const { title, concepts } of done)
      for (const concept of concepts) titles.set(concept, (titles.get(concept) ?? new Set()).add(title));
    return [...titles].filter(([, names]) => names.size >= 2).map(([concept]) => concept);
  };
  while (sharedConcepts().length === 0 && done.length < 6) done.push(await rateNew());
  const expected = sharedConcepts().sort();
  expect(expected.length).toBeGreaterThan(0);
  expect(await mastered()).toEqual(expected);

  await page.goto("/dashboard?tab=system-design");
  await expect(page.getByLabel("System design statistics")).toContainText(`Concepts Mastered${expected.length}`);
  const library = page.getByRole("region", { name: "Concept Library" });
  await expect(library.getByText("Mastered", { exact: true })).toHaveCount(expected.length);
});
