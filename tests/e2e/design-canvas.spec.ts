import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";

// The System Design Lab's canvas: drawing with the mouse and the keyboard, saving through a
// reload, the automatic review pointing at the canvas, and export.

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** A library scenario in the user's list, opened on its design page. */
async function openNewScenario(page: Page, company = "amazon") {
  await signUpAndSignIn(page);
  const response = await page.request.post("/api/design/scenarios", { data: { complexity: "basic", company } });
  expect(response.status()).toBe(201);
  const { scenario } = (await response.json()) as { scenario: { id: string; title: string } };
  await page.goto(`/dashboard/design/${scenario.id}`);
  await expect(page.getByRole("heading", { level: 1, name: scenario.title })).toBeVisible();
  return scenario;
}

const nodes = (page: Page) => page.getByTestId("design-canvas").getByTestId("design-node");
const node = (page: Page, name: string) => nodes(page).filter({ hasText: name });

async function dropComponent(page: Page, kind: string, x: number, y: number) {
  await page
    .getByRole("button", { name: `Add ${kind}`, exact: true })
    .dragTo(page.getByTestId("design-canvas"), { targetPosition: { x, y } });
}

/** Drags from the dot on the right of one component to the dot on the left of another. */
async function connectByMouse(page: Page, from: string, to: string) {
  await node(page, from).locator(".react-flow__handle-right").hover();
  await page.mouse.down();
  const target = node(page, to).locator(".react-flow__handle-left");
  const box = await target.boundingBox();
  if (!box) throw new Error(`no handle on ${to}`);
  // Through a point beside the target, well inside the canvas (near its edges React Flow pans instead).
  await page.mouse.move(box.x + 40, box.y + 40, { steps: 5 });
  await target.hover();
  await page.mouse.up();
}

async function waitUntilSaved(page: Page) {
  await expect(page.getByTestId("design-save-status")).toHaveText("Saved");
}

test("draw four connected components with the mouse, label the connections, reload and find them unchanged", async ({
  page,
}) => {
  await openNewScenario(page);
  await expect(page.getByText("Drag components here, or press one in the list to add it.")).toBeVisible();
  await dropComponent(page, "Client", 150, 80);
  await dropComponent(page, "Load balancer", 150, 230);
  await dropComponent(page, "Service", 380, 230);
  await dropComponent(page, "SQL database", 380, 380);
  await expect(nodes(page)).toHaveCount(4);

  const whatFlows = page.getByLabel("What flows", { exact: true });
  for (const [from, to, label] of [
    ["Client", "Load balancer", "HTTPS"],
    ["Load balancer", "Service", "HTTP"],
    ["Service", "SQL database", "reads, writes"],
  ] as const) {
    await connectByMouse(page, from, to);
    // The new connection is selected and its label field has the focus.
    await expect(whatFlows).toBeFocused();
    await page.keyboard.type(label);
  }
  await expect(page.getByTestId("diagram-counts")).toHaveText("4 components · 3 connections");

  // Rename a component and give it a note and a second instance.
  await node(page, "Service").click();
  await page.getByLabel("Name", { exact: true }).fill("Orders API");
  await page.getByLabel("Instances").fill("3");
  await page.getByLabel("Note", { exact: true }).fill("Stateless; scales out");
  await expect(node(page, "Orders API")).toContainText("×3");
  // A value the diagram cannot hold stays in its field with a message and gives way to the diagram's on leaving it.
  await page.getByLabel("Instances").fill("0");
  await expect(page.getByText("Instances must be a whole number from 1 to")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("");
  await expect(page.getByLabel("Instances")).toHaveValue("3");
  await expect(page.getByText("A component needs a name.")).toBeVisible();
  await page.getByLabel("Note", { exact: true }).focus();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Orders API");
  await expect(node(page, "Orders API")).toContainText("×3");
  await waitUntilSaved(page);

  await page.reload();
  await expect(nodes(page)).toHaveCount(4);
  await expect(page.getByTestId("diagram-counts")).toHaveText("4 components · 3 connections");
  await expect(node(page, "Orders API")).toContainText("Service · ×3");
  for (const label of ["HTTPS", "HTTP", "reads, writes"])
    await expect(page.locator(".react-flow__edge-text", { hasText: label }).first()).toBeVisible();
  await node(page, "Orders API").click();
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Stateless; scales out");

  // Select two with Ctrl+click, delete them with their connections, and undo it all in one step.
  await node(page, "Client").click();
  await node(page, "Load balancer").click({ modifiers: ["Control"] });
  await expect(page.getByRole("complementary", { name: "Selection" })).toContainText("2 components");
  await page.keyboard.press("Delete");
  await expect(page.getByTestId("diagram-counts")).toHaveText("2 components · 1 connection");
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("diagram-counts")).toHaveText("4 components · 3 connections");

  // A component dropped in the corner where the inspector floats is panned clear of it once selected.
  const canvas = await page.getByTestId("design-canvas").boundingBox();
  if (!canvas) throw new Error("no canvas");
  await dropComponent(page, "Cache", canvas.width - 70, 40);
  const inspector = page.getByRole("complementary", { name: "Selection" });
  await expect(inspector.getByLabel("Name", { exact: true })).toHaveValue("Cache");
  await expect.poll(() => overlapOf(node(page, "Cache"), inspector)).toBe(0);
});

/** The area two elements share on screen, in square pixels. */
async function overlapOf(first: Locator, second: Locator) {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (!a || !b) throw new Error("an element is not on screen");
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(0, width) * Math.max(0, height);
}

test("two tabs cannot silently overwrite each other: the stale one offers to reload or to keep its version", async ({
  page,
  context,
}) => {
  const scenario = await openNewScenario(page, "meta");
  const other = await context.newPage();
  await other.goto(`/dashboard/design/${scenario.id}`);
  await expect(other.getByRole("heading", { level: 1, name: scenario.title })).toBeVisible();

  await page.getByRole("button", { name: "Add Cache", exact: true }).click();
  await waitUntilSaved(page);
  // The other tab still builds on the empty design: its save is refused and nothing is overwritten.
  await other.getByRole("button", { name: "Add Worker", exact: true }).click();
  const conflict = other.getByRole("alert").filter({ hasText: "changed in another tab or on another device" });
  await expect(conflict).toBeVisible();
  await expect(other.getByTestId("design-save-status")).toHaveText(/^Not saved/);
  await other.getByRole("button", { name: "Reload latest" }).click();
  await expect(nodes(other)).toHaveText([/Cache/]);
  await expect(conflict).toHaveCount(0);

  // Now the first tab is behind: keeping the other tab's version saves it over the first tab's.
  await page.getByRole("button", { name: "Add Search index", exact: true }).click();
  await waitUntilSaved(page);
  await other.getByRole("button", { name: "Add DNS", exact: true }).click();
  await expect(conflict).toBeVisible();
  await other.getByRole("button", { name: "Keep this version" }).click();
  await expect(conflict).toHaveCount(0);
  await waitUntilSaved(other);
  const later = await context.newPage();
  await later.goto(`/dashboard/design/${scenario.id}`);
  await expect(nodes(later)).toHaveCount(2);
  await expect(node(later, "DNS")).toBeVisible();
  await expect(node(later, "Search index")).toHaveCount(0);
});

test("build a design with the keyboard alone, and undo and redo it", async ({ page }) => {
  await openNewScenario(page, "google");
  await page.getByRole("button", { name: "Add Service", exact: true }).focus();
  await page.keyboard.press("Enter");
  // A component added from the keyboard is selected with its name ready to type over.
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await page.keyboard.type("Feed service");
  await page.getByRole("button", { name: "Add Client", exact: true }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.type("Mobile app");
  await page.getByLabel("Component to connect to").focus();
  await page.getByLabel("Component to connect to").selectOption({ label: "Feed service" });
  await page.getByLabel("What flows (optional)").focus();
  await page.keyboard.type("HTTPS");
  await page.getByRole("button", { name: "Add connection" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("diagram-counts")).toHaveText("2 components · 1 connection");
  await expect(page.locator(".react-flow__edge-text", { hasText: "HTTPS" })).toBeVisible();
  await expect(node(page, "Mobile app")).toBeVisible();

  await page.getByRole("button", { name: "Undo" }).focus();
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("diagram-counts")).toHaveText("2 components · 0 connections");
  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByTestId("diagram-counts")).toHaveText("2 components · 1 connection");
  await waitUntilSaved(page);
  await page.reload();
  await expect(page.getByTestId("diagram-counts")).toHaveText("2 components · 1 connection");
});

test("the automatic review lists what is missing and outlines it on the canvas; the design exports as PNG and SVG", async ({
  page,
}) => {
  const scenario = await openNewScenario(page);
  // A client straight to one service and one database: no cache, no redundancy.
  const diagram = {
    components: [
      { id: "client", kind: "client", label: "Shopper", position: { x: 0, y: 0 } },
      { id: "api", kind: "service", label: "Shop API", position: { x: 260, y: 0 } },
      { id: "db", kind: "sql-database", label: "Orders DB", position: { x: 520, y: 0 } },
    ],
    connections: [
      { id: "e1", from: "client", to: "api", label: "HTTPS" },
      { id: "e2", from: "api", to: "db" },
    ],
  };
  const saved = await page.request.put(`/api/design/scenarios/${scenario.id}/design`, {
    data: { baseVersion: 0, diagram },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(nodes(page)).toHaveCount(3);

  await page.getByRole("tab", { name: "Review" }).click();
  await page.getByRole("button", { name: "Review my design" }).click();
  const review = page.getByTestId("automatic-review");
  await expect(review.getByRole("heading", { name: "Automatic review (no AI)" })).toBeVisible();
  const missing = review.locator('[data-testid="design-finding"][data-holds="false"]');
  await expect(missing.first()).toBeVisible();
  // The first missing expectation is outlined where its fix belongs.
  await expect(page.locator('[data-testid="design-node"][data-highlighted="true"]').first()).toBeVisible();
  await expect(review).toContainText("Needs a human or AI reader");
  await expect(review).toContainText("from rules");
  // One database behind one service: the review says what took its score below the scores' mean.
  await expect(review.getByTestId("design-deductions")).toContainText('A single point of failure (−1): "Shop API"');

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "PNG" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.png$/);
  const bytes = fs.readFileSync((await file.path()) ?? "");
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  expect(bytes.length).toBeGreaterThan(2000);
  const svgDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "SVG" }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toMatch(/\.svg$/);
  const text = fs.readFileSync((await svg.path()) ?? "", "utf8");
  expect(text).toMatch(/^<svg/);
  // The picture holds the components' names, not just boxes.
  expect(text).toContain("Orders DB");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("components are added by a tap and connected by tapping one dot, then the other", async ({ page }) => {
    await openNewScenario(page, "netflix");
    // The phone opens on the diagram; the palette scrolls sideways above the canvas.
    await expect(page.getByRole("tab", { name: "Diagram" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "Add Client", exact: true }).tap();
    await page.getByRole("button", { name: "Add Service", exact: true }).tap();
    await expect(nodes(page)).toHaveCount(2);
    await node(page, "Client").locator(".react-flow__handle-right").tap();
    await node(page, "Service").locator(".react-flow__handle-left").tap();
    await expect(page.getByTestId("diagram-counts")).toHaveText("2 components · 1 connection");
    // The notes are a tab away and keep what was drawn.
    await page.getByRole("tab", { name: "Notes" }).tap();
    await page.getByRole("textbox", { name: "Requirements notes" }).fill("Sign in; see the catalogue.");
    await waitUntilSaved(page);
    await page.reload();
    await expect(page.getByTestId("diagram-counts")).toHaveText("2 components · 1 connection");
    await page.getByRole("tab", { name: "Notes" }).tap();
    await expect(page.getByRole("textbox", { name: "Requirements notes" })).toHaveValue("Sign in; see the catalogue.");
  });
});
