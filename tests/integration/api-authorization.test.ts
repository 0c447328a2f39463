import { expect, test } from "vitest";
import { signUnsubscribeToken } from "@/server/features/notifications/unsubscribe-token";
import {
  type Caller,
  createCaller,
  createOwnedResources,
  getPathParams,
  makePictureForm,
  type OwnedResources,
  STAR_STORY,
} from "../fixtures/api-resources";
import { signUpUser } from "../fixtures/auth";
import { fillPath, readRouteTable, type TableRoute } from "../fixtures/route-table";
import { createTestApp, TEST_AUTH_SECRET } from "../fixtures/test-app";

// The authorization matrix: every route of the table × {anonymous, another signed-in user, the
// owner}. A signed-in route answers 401 to the anonymous caller; a route on the owner's resource answers
// 404 to another user (never 403, never the owner's data); the owner gets the route's success. Public
// routes answer everyone. The cases below are in the order they run; a route of the table without one
// fails the first test.

const { app } = await createTestApp();
const { routes } = await readRouteTable(app);
const owner = await createOwnedResources(app);
const other = createCaller(app, (await signUpUser(app)).cookie);
const anonymous = createCaller(app, "");

type Case = {
  /** The request's JSON body or form, made from the owner's resources. */
  json?: (owned: OwnedResources) => unknown;
  form?: () => Promise<FormData>;
  /** The owner's status when it is not the route's documented success (a state the route refuses). */
  ownerStatus?: number;
  /** Another user's status on a route whose body (not path) names the owner's resource. */
  otherStatus?: number;
};

let newsletterCount = 0;
const daysFromToday = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const CASES: Record<string, Case> = {
  "GET /api/health": {},
  "GET /api/ready": {},
  "GET /api/config": {},
  "GET /api/openapi.json": {},
  "POST /api/contact": {
    json: () => ({ name: "Ada", email: "ada@example.com", subject: "Hello", message: "A question about plans." }),
  },
  "POST /api/newsletter": { json: () => ({ email: `reader-${++newsletterCount}@example.com` }) },
  "GET /api/subscription": {},
  "GET /api/ai-setup": {},
  "POST /api/ai-setup/notice/dismiss": {},
  "GET /api/profile": {},
  "PUT /api/profile": { json: () => ({ fullName: "Ada Lovelace", phone: "", location: "London", bio: "" }) },
  "POST /api/profile/avatar": { form: makePictureForm },
  "GET /api/avatars/initials": {},
  "GET /api/avatars/{userId}": {},
  "DELETE /api/profile/avatar": {},
  "GET /api/activity": {},
  "GET /api/analytics": {},
  "GET /api/analytics/readiness": {},
  "POST /api/analytics/insights": {},
  "GET /api/notifications/preferences": {},
  "PUT /api/notifications/preferences": {
    json: () => ({ email: true, push: false, practice: true, interviews: true, achievements: false }),
  },
  "POST /api/notifications/check-in": { json: () => ({ timeZone: "Europe/Paris" }) },
  "GET /api/preferences": {},
  "PUT /api/preferences": {
    json: () => ({ hideProblemLabels: true, editorFontSize: 16, editorKeyBindings: "vim", editorStartsBlank: true }),
  },
  "POST /api/notifications/notices/{id}/seen": {},
  // Public: the signed token is the permission, whoever follows the link.
  "POST /api/notifications/unsubscribe": {
    json: (owned) => ({
      token: signUnsubscribeToken(TEST_AUTH_SECRET, { userId: owned.user.id, preference: "interviews" }),
    }),
  },
  "GET /api/privacy/export": {},
  "POST /api/practice/problems": { json: () => ({}) },
  "GET /api/practice/problems": {},
  "GET /api/practice/problems/stats": {},
  "GET /api/practice/library": {},
  "POST /api/practice/library/{slug}/open": {},
  "GET /api/practice/problems/{id}": {},
  "POST /api/practice/problems/{id}/start": {},
  "GET /api/practice/problems/{id}/judge": {},
  "GET /api/practice/problems/{id}/work": {},
  "PATCH /api/practice/problems/{id}/work": { json: () => ({ notes: "Two pointers?", elapsedSeconds: 30 }) },
  "PUT /api/practice/problems/{id}/hints": { json: () => ({ revealed: 1 }) },
  "PUT /api/practice/problems/{id}/drafts/{language}": { json: () => ({ code: "function solve() {}" }) },
  "PUT /api/practice/problems/{id}/repetition-drafts/{language}": { json: () => ({ code: "function solve() {}" }) },
  "POST /api/practice/problems/{id}/submissions": { json: (owned) => owned.submissionInput },
  "GET /api/practice/problems/{id}/submissions": {},
  "GET /api/practice/problems/{id}/submissions/{submissionId}": {},
  "POST /api/practice/problems/{id}/code-review": {
    json: () => ({ language: "javascript", code: "function solve() {}" }),
  },
  "GET /api/practice/problems/{id}/editorial": {},
  // The hints come first: 409 shows the owner got past the ownership check.
  "POST /api/practice/problems/{id}/editorial": { json: () => ({ revealed: 1 }), ownerStatus: 409 },
  "POST /api/practice/problems/{id}/tutor": {
    json: () => ({ language: "python", code: "", turns: [{ role: "user", text: "Where do I start?" }] }),
    ownerStatus: 409,
  },
  // Locked until the owner solves or gives up (the next case).
  "GET /api/practice/problems/{id}/solution": { ownerStatus: 409 },
  "POST /api/practice/problems/{id}/give-up": {},
  "GET /api/interviews": {},
  "GET /api/interviews/stats": {},
  "GET /api/interviews/{id}": {},
  "PUT /api/interviews/{id}/questions/{position}/answers/{part}": {
    json: () => ({ text: "I would start by clarifying the requirements.", elapsedSeconds: 40 }),
  },
  "PATCH /api/interviews/{id}": { json: () => ({ action: "rate", position: 0, rating: 4 }) },
  // Nothing failed to retry: 409 shows the owner got past the ownership check.
  "POST /api/interviews/{id}/evaluations/retry": { ownerStatus: 409 },
  "GET /api/interviews/coding/{id}": {},
  // The fixture's interview, started after the round, ended it: 409, past the ownership check.
  "POST /api/interviews/coding/{id}/messages": { json: () => ({ text: "Can the input be empty?" }), ownerStatus: 409 },
  "POST /api/interviews/coding/{id}/nudges": { ownerStatus: 409 },
  "PATCH /api/interviews/coding/{id}": { json: () => ({ action: "finish" }), ownerStatus: 409 },
  // Last of the interviews: starting one ends the one still running.
  "POST /api/interviews": { json: () => ({ type: "behavioral" }) },
  "GET /api/star-stories": {},
  "POST /api/star-stories": { json: () => STAR_STORY },
  "PUT /api/star-stories/{id}": { json: () => ({ ...STAR_STORY, title: "The late migration, retold" }) },
  // After the replacement: the owner deletes the story.
  "DELETE /api/star-stories/{id}": {},
  "POST /api/interviews/coding": { json: () => ({ lengthMinutes: 45 }) },
  "GET /api/design/concepts": {},
  "GET /api/design/concepts/study": {},
  "POST /api/design/concepts/{id}/study": { json: () => ({ seconds: 30, tz: "UTC" }) },
  "POST /api/design/scenarios": { json: () => ({ complexity: "basic" }) },
  "GET /api/design/scenarios": {},
  "GET /api/design/scenarios/stats": {},
  "GET /api/design/scenarios/{id}": {},
  "GET /api/design/scenarios/{id}/design": {},
  "POST /api/design/scenarios/{id}/design-reviews": { json: (owned) => ({ designVersion: owned.designVersion }) },
  "GET /api/design/scenarios/{id}/design-reviews": {},
  // The library provider makes no AI review: 409, past the ownership check.
  "POST /api/design/scenarios/{id}/design-reviews/ai/retry": { ownerStatus: 409 },
  "PUT /api/design/scenarios/{id}/design": {
    json: (owned) => ({ baseVersion: owned.designVersion, diagram: { components: [], connections: [] } }),
  },
  "POST /api/design/scenarios/{id}/self-rating": { json: () => ({ rating: 4 }) },
  "GET /api/spaced-repetition/due": {},
  "GET /api/spaced-repetition/cards/{id}/suggestion": {},
  "POST /api/spaced-repetition/cards/{id}/grade": { json: () => ({ grade: "good", suggested: "good" }) },
  "GET /api/spaced-repetition/settings": {},
  "PUT /api/spaced-repetition/settings": { json: () => ({ newPerDay: 5, reviewsPerDay: 50, minutesPerDay: 45 }) },
  "GET /api/study-plan": {},
  // Before the calendar: each caller gets a plan to download.
  "PUT /api/study-plan": {
    json: () => ({
      interviewDate: daysFromToday(60),
      company: "google",
      roleLevel: "senior-engineer",
      timeZone: "UTC",
    }),
  },
  "GET /api/study-plan/calendar.ics": {},
  "GET /api/study-plan/today": {},
  "GET /api/runner-jobs/languages": {},
  // The body names the owner's problem: another user's job for it is refused as if it did not exist.
  "POST /api/runner-jobs": {
    json: (owned) => ({ problemId: owned.ids.problemId, language: "cpp", code: "class Solution {};", mode: "submit" }),
    otherStatus: 404,
  },
  "GET /api/runner-jobs/{id}": {},
  "POST /api/runner-jobs/claim": { json: () => ({ runnerId: "runner-one", languages: ["java"] }) },
  "POST /api/runner-jobs/{id}/result": { json: () => ({ judgement: { kind: "results", results: [] } }) },
  // After the calendar: each caller removes their own plan.
  "DELETE /api/study-plan": {},
  "DELETE /api/practice/problems": {},
  "DELETE /api/design/scenarios": {},
  "DELETE /api/privacy/account": { json: () => ({ confirmation: "DELETE" }) },
};

/** Better Auth's own routes: who may call them is Better Auth's; tests/integration/auth-*.test.ts cover them. */
const isBetterAuth = (route: TableRoute) => route.path.startsWith("/api/auth/");
const ownRoutes = routes.filter((route) => !isBetterAuth(route));
/** Routes whose path names one of the owner's resources (a concept id is the library's, not a user's). */
const isOwnedResource = (route: TableRoute) =>
  /\{(id|submissionId|userId)\}/.test(route.path) && !route.path.startsWith("/api/design/concepts/");

const ownerSecrets = [owner.user.id, owner.user.email, ...Object.values(owner.ids)];

async function send(caller: Caller, route: TableRoute, testCase: Case) {
  const path = fillPath(route.path, getPathParams(route.path, owner));
  const form = testCase.form ? await testCase.form() : undefined;
  return caller.call(route.method, path, { json: testCase.json?.(owner), form });
}

function successStatus(route: TableRoute) {
  return Number(Object.keys(route.operation.responses ?? {}).find((status) => status.startsWith("2")));
}

test("every route of the table has a case in the matrix, and every case a route", () => {
  expect(ownRoutes.map((route) => route.key).sort()).toEqual(Object.keys(CASES).sort());
});

test("each route answers anonymous callers, another user and the owner as its table entry says", async () => {
  const byKey = new Map(ownRoutes.map((route) => [route.key, route]));
  let cells = 0;
  const failures: string[] = [];
  for (const [key, testCase] of Object.entries(CASES)) {
    const route = byKey.get(key);
    if (!route) continue;
    const expected = successStatus(route);

    // A runner's route takes the runners' token, which no user holds: every caller is refused.
    if (route.auth === "runner") {
      for (const [who, caller] of [
        ["anonymous", anonymous],
        ["another user", other],
        ["owner", owner.caller],
      ] as const) {
        const answer = await send(caller, route, testCase);
        cells += 1;
        if (answer.status !== 401) failures.push(`${key} ${who}: ${answer.status}, not 401`);
      }
      continue;
    }

    const asAnonymous = await send(anonymous, route, testCase);
    cells += 1;
    if (route.auth === "user") {
      const body = (await asAnonymous.json()) as { error?: { code?: string } };
      if (asAnonymous.status !== 401 || body.error?.code !== "UNAUTHORIZED")
        failures.push(`${key} anonymous: ${asAnonymous.status} ${JSON.stringify(body)}`);
    } else if (asAnonymous.status !== expected)
      failures.push(`${key} anonymous: ${asAnonymous.status}, not ${expected}`);

    const asOther = await send(other, route, testCase);
    cells += 1;
    const otherText = await asOther.text();
    if (isOwnedResource(route) || testCase.otherStatus === 404) {
      if (asOther.status !== 404 || !otherText.includes('"NOT_FOUND"'))
        failures.push(`${key} another user: ${asOther.status} ${otherText.slice(0, 200)}`);
    } else if (asOther.status !== expected) failures.push(`${key} another user: ${asOther.status}, not ${expected}`);
    const leaked = ownerSecrets.filter((secret) => otherText.includes(secret));
    if (leaked.length > 0) failures.push(`${key} another user saw the owner's ${leaked.join(", ")}`);

    const asOwner = await send(owner.caller, route, testCase);
    cells += 1;
    const ownerStatus = testCase.ownerStatus ?? expected;
    if (asOwner.status !== ownerStatus)
      failures.push(`${key} owner: ${asOwner.status}, not ${ownerStatus}: ${(await asOwner.text()).slice(0, 200)}`);
  }
  console.info(`authorization matrix: ${ownRoutes.length} routes × 3 callers = ${cells} cells checked`);
  expect(failures).toEqual([]);
});

test("Better Auth's signed-in endpoints refuse anonymous callers", async () => {
  for (const route of routes.filter((entry) => isBetterAuth(entry) && entry.auth === "user")) {
    const response = await anonymous.call(route.method, route.path, { json: {} });
    expect([400, 401], route.key).toContain(response.status);
  }
});
