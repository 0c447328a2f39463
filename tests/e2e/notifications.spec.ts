import { NOTIFICATION_SPACING_MS } from "@/client/features/notifications/hooks/use-browser-notifications";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { submitAccepted } from "./solve-helpers";

// Notifications in the browser: an earned achievement shows as a notice until dismissed, and as a
// browser notification (the Notifications API) with Push Notifications on and allowed; the unsubscribe
// page refuses a link that was altered. The system's notification popup is outside the page: a
// recording stand-in for window.Notification shows what the app asked the browser to show.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const WELCOME = "Achievement unlocked: Welcome to PrepPilot!";

test("a new achievement shows as a notice until it is dismissed", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  const notices = page.getByRole("region", { name: "Notifications" });
  const notice = notices.getByRole("status").filter({ hasText: WELCOME });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Your interview preparation journey begins now.");

  await notice.getByRole("button", { name: `Dismiss: ${WELCOME}` }).click();
  await expect(notice).toBeHidden();
  const origin = new URL(page.url()).origin;
  const checkIn = await page.request.post("/api/notifications/check-in", {
    headers: { origin },
    data: { timeZone: "UTC" },
  });
  expect((await checkIn.json()).notices).toEqual([]);
  await page.reload();
  await expect(page.getByText("Nothing due today.")).toBeVisible();
  await expect(page.getByText(WELCOME)).toBeHidden();
});

test("with Push Notifications on and allowed, the achievement is shown by the browser, once", async ({ page }) => {
  await page.addInitScript(() => {
    const shown: { title: string; body: string | undefined }[] = [];
    class RecordingNotification {
      static permission: NotificationPermission = "granted";
      static requestPermission = async () => RecordingNotification.permission;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    Object.assign(window, { Notification: RecordingNotification, shownNotifications: shown });
  });
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  await expect(page.getByText(WELCOME)).toBeVisible();
  const readShown = () =>
    page.evaluate(() => (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications);
  await expect.poll(readShown).toEqual([{ title: WELCOME, body: "Your interview preparation journey begins now." }]);
  // A reload does not show it again: the browser remembers what it showed.
  await page.reload();
  await expect(page.getByText(WELCOME)).toBeVisible();
  expect(await readShown()).toEqual([]);
});

test("achievements earned together queue: one notice at a time in the page, one after another in the browser", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shown: { title: string; at: number }[] = [];
    class RecordingNotification {
      static permission: NotificationPermission = "granted";
      static requestPermission = async () => RecordingNotification.permission;
      constructor(title: string) {
        shown.push({ title, at: performance.now() });
      }
    }
    Object.assign(window, { Notification: RecordingNotification, shownNotifications: shown });
  });
  await signUpAndSignIn(page);
  // A problem solved on the day of sign-up: a second achievement beside the welcome one.
  const generated = await page.request.post("/api/practice/problems", {
    data: { difficulty: "easy", topic: "arrays" },
  });
  const { problem } = (await generated.json()) as { problem: { id: string } };
  expect((await page.request.post(`/api/practice/problems/${problem.id}/start`)).status()).toBe(204);
  await submitAccepted(page, problem.id);

  await page.goto("/dashboard");
  const notices = page.getByRole("region", { name: "Notifications" });
  const titles = [WELCOME, "Achievement unlocked: First Problem Solved"];
  await expect(notices.getByRole("status")).toHaveCount(1);
  await expect(notices).toContainText("1 more notice follows when you dismiss this one.");

  const readShown = () =>
    page.evaluate(
      () => (window as unknown as { shownNotifications: { title: string; at: number }[] }).shownNotifications,
    );
  await expect.poll(async () => (await readShown()).length, { timeout: 3 * NOTIFICATION_SPACING_MS }).toBe(2);
  const [shownFirst, shownNext] = await readShown();
  expect([shownFirst?.title, shownNext?.title].sort()).toEqual([...titles].sort());
  expect((shownNext?.at ?? 0) - (shownFirst?.at ?? 0)).toBeGreaterThanOrEqual(NOTIFICATION_SPACING_MS - 50);

  const firstTitle = (await notices.getByRole("status").locator("p").first().textContent()) ?? "";
  expect(titles).toContain(firstTitle);
  await notices.getByRole("button", { name: `Dismiss: ${firstTitle}` }).click();
  const second = titles.find((title) => title !== firstTitle) ?? "";
  await expect(notices.getByRole("status")).toContainText(second);
  await expect(notices.getByRole("status")).toHaveCount(1);
  await expect(notices).not.toContainText("more notice");
});

test("the browser's permission is asked only when the user turns Push Notifications on", async ({ page }) => {
  await page.addInitScript(() => {
    const requests: string[] = [];
    class PromptingNotification {
      static permission: NotificationPermission = "default";
      static async requestPermission() {
        requests.push("asked");
        PromptingNotification.permission = "granted";
        return PromptingNotification.permission;
      }
      constructor(title: string) {
        requests.push(`shown: ${title}`);
      }
    }
    Object.assign(window, { Notification: PromptingNotification, permissionRequests: requests });
  });
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=settings&section=notifications");
  const push = page.getByRole("switch", { name: "Push Notifications" });
  await expect(push).toBeChecked();
  await expect(
    page.getByText("This browser has not been allowed to show PrepPilot's notifications yet."),
  ).toBeVisible();
  const readRequests = () =>
    page.evaluate(() => (window as unknown as { permissionRequests: string[] }).permissionRequests);
  expect(await readRequests()).toEqual([]);

  await push.click();
  await expect(push).not.toBeChecked();
  expect(await readRequests()).toEqual([]);
  await push.click();
  await expect(push).toBeChecked();
  // Allowed, the achievement earned at sign-up is shown by the browser.
  await expect.poll(readRequests).toEqual(["asked", `shown: ${WELCOME}`]);
  await expect(page.getByText("This browser has not been allowed")).toBeHidden();
});

test("the unsubscribe page refuses an altered link and says that nothing changed", async ({ page }) => {
  await page.goto("/unsubscribe?token=eyJ1c2VyIjoiYWRhIn0.not-our-signature");
  await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not valid");
  await expect(page.getByRole("alert")).toContainText("Nothing was turned off");

  await page.goto("/unsubscribe");
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is incomplete");
});
