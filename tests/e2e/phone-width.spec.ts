import type { Page } from "@playwright/test";
import { SETTINGS_SECTIONS } from "@/client/features/settings/lib/settings-sections";
import { WORKSPACE_TABS } from "@/client/features/workspace/lib/workspace-tabs";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";

// Nothing of a signed-in screen is cut off at 390 px. Every workspace tab, every
// Settings section and the three pages of a problem, an interview and a design are opened on a phone;
// no element may reach past the screen's edges unless it sits in a row that scrolls sideways (the
// canvas and the code editor pan and scroll by design), and no tab at all. A screenshot of each is kept with the results.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** What reaches past the viewport's sides, outside anything that scrolls sideways, as short descriptions. */
function findCutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) => {
      for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
        const { overflowX } = getComputedStyle(ancestor);
        if ((overflowX === "auto" || overflowX === "scroll") && ancestor.scrollWidth > ancestor.clientWidth)
          return true;
      }
      return false;
    };
    const describeElement = (element: Element) => {
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${text}`;
    };
    const cutOff: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest(".react-flow, .cm-editor, .sr-only, [aria-hidden='true']")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      const outside = box.right > width + 1 || box.left < -1;
      // A tab is never left half out of sight, even in a row that scrolls: it reads as a broken label.
      const isTab = element.getAttribute("role") === "tab";
      if (outside && (isTab || !scrollsSideways(element))) cutOff.push(describeElement(element));
    }
    // The outermost offender says enough: its children are outside with it.
    return cutOff.slice(0, 10);
  });
}

async function expectNothingCutOff(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  expect(await findCutOff(page), `cut off at 390 px on ${name}`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `page wider than 390 px on ${name}`).toBe(
    390,
  );
}

test("every signed-in screen fits a 390 px phone", async ({ page }) => {
  await signUpAndSignIn(page);
  const ids = await createOneOfEach(page);

  for (const { id } of WORKSPACE_TABS) {
    await page.goto(id === "dashboard" ? "/dashboard" : `/dashboard?tab=${id}`);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNothingCutOff(page, `tab-${id}`);
  }
  for (const { id, label } of SETTINGS_SECTIONS) {
    await page.goto(`/dashboard?tab=settings&section=${id}`);
    await expect(page.getByRole("tabpanel", { name: label })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNothingCutOff(page, `settings-${id}`);
  }
  await page.goto(`/dashboard/problems/${ids.problem}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNothingCutOff(page, "problem");

  await page.goto(`/dashboard/design/${ids.scenario}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNothingCutOff(page, "design");

  await page.goto(`/dashboard?tab=interviews&session=${ids.interview}`);
  await expect(page.getByRole("button", { name: "End Interview" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNothingCutOff(page, "interview");
});

/** A problem, a design scenario and an interview of the user's, one after the other (one generation at a time). */
async function createOneOfEach(page: Page) {
  const create = async (path: string, data: object, key: string) => {
    const response = await page.request.post(path, { data });
    expect(response.status(), await response.text()).toBe(201);
    const created = (await response.json()) as Record<string, { id: string } | undefined>;
    return created[key]?.id ?? "";
  };
  return {
    problem: await create("/api/practice/problems", { difficulty: "easy", topic: "arrays" }, "problem"),
    scenario: await create("/api/design/scenarios", { complexity: "basic", company: "amazon" }, "scenario"),
    interview: await create("/api/interviews", { type: "technical" }, "interview"),
  };
}
