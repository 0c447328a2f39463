import fc from "fast-check";
import { expect, test } from "vitest";
import { ERROR_CODES } from "@/shared/error-codes";
import { createOwnedResources, DIAGRAM, getPathParams, STAR_STORY } from "../fixtures/api-resources";
import {
  CONTENT_TYPES,
  createTableChecksum,
  hostileString,
  hostileValue,
  MALFORMED_JSON,
  prototypeKeys,
  RAW_QUERY_PIECES,
} from "../fixtures/hostile-input";
import { encodeHostile, fillPath, readRouteTable, type TableRoute } from "../fixtures/route-table";
import { createTestApp, TEST_APP_URL } from "../fixtures/test-app";

// Bad input: every JSON, query and path-parameter endpoint of the route table gets random and
// adversarial input (fast-check). A refused request answers 4xx with {error: {code, message}} and a code
// its table entry lists, and changes no row of any table; nothing answers 5xx. Input that happens to be
// valid may succeed. Runs per endpoint are bounded so the file stays well under a minute.

const RUNS = { json: 20, query: 15, path: 5 };

const { app, db } = await createTestApp();
const { routes } = await readRouteTable(app);
const owner = await createOwnedResources(app);
// Mail deliveries are written by the notification jobs, at their own time: a successful change (a study plan, a
// switch) wakes a mail job that may run while a later request is answered. Of the requests, only a check-in's new
// notices and a notice seen write them, once valid.
const readChecksum = await createTableChecksum(db, { ignore: ["notification_deliveries"] });

/** A valid body per JSON endpoint, which the hostile bodies start from. Account deletion starts invalid. */
const VALID_BODIES: Record<string, unknown> = {
  "POST /api/contact": { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A question." },
  "POST /api/newsletter": { email: "reader@example.com" },
  "PUT /api/profile": { fullName: "Ada Lovelace", phone: "", location: "London", bio: "" },
  "PUT /api/notifications/preferences": {
    email: true,
    push: false,
    practice: true,
    interviews: true,
    achievements: false,
  },
  "POST /api/notifications/check-in": { timeZone: "Europe/Paris" },
  "PUT /api/preferences": {
    hideProblemLabels: true,
    editorFontSize: 16,
    editorKeyBindings: "vim",
    editorStartsBlank: true,
  },
  "POST /api/notifications/unsubscribe": { token: "not-a-signed-token" },
  "DELETE /api/privacy/account": { confirmation: "KEEP" },
  "POST /api/practice/problems": { difficulty: "easy" },
  "PATCH /api/practice/problems/{id}/work": { notes: "n", elapsedSeconds: 3, language: "python" },
  "PUT /api/practice/problems/{id}/drafts/{language}": { code: "function solve() {}" },
  "PUT /api/practice/problems/{id}/repetition-drafts/{language}": { code: "function solve() {}" },
  "PUT /api/practice/problems/{id}/hints": { revealed: 1 },
  "POST /api/practice/problems/{id}/submissions": owner.submissionInput,
  "POST /api/practice/problems/{id}/code-review": { language: "javascript", code: "function solve() {}" },
  "POST /api/practice/problems/{id}/editorial": { revealed: 1 },
  "POST /api/practice/problems/{id}/tutor": { language: "python", code: "", turns: [{ role: "user", text: "Hi" }] },
  "POST /api/interviews": { type: "technical" },
  "PATCH /api/interviews/{id}": { action: "rate", position: 0, rating: 3 },
  "PUT /api/interviews/{id}/questions/{position}/answers/{part}": { text: "An answer.", elapsedSeconds: 5 },
  "POST /api/star-stories": STAR_STORY,
  "PUT /api/star-stories/{id}": STAR_STORY,
  "POST /api/interviews/coding": { company: "google", role: "senior-engineer", lengthMinutes: 45 },
  "POST /api/interviews/coding/{id}/messages": { text: "Can the input be empty?" },
  "PATCH /api/interviews/coding/{id}": { action: "next-phase" },
  "POST /api/design/concepts/{id}/study": { seconds: 20, tz: "UTC" },
  "POST /api/design/scenarios": { complexity: "basic", company: "google" },
  "POST /api/design/scenarios/{id}/self-rating": { rating: 4 },
  "PUT /api/design/scenarios/{id}/design": { baseVersion: 1, diagram: DIAGRAM, phaseNotes: { api: "GET /x" } },
  "POST /api/design/scenarios/{id}/design-reviews": { designVersion: 1 },
  "POST /api/runner-jobs": {
    problemId: owner.ids.problemId,
    language: "go",
    code: "func twoSum() {}",
    mode: "run",
    testIndexes: [0],
  },
  "POST /api/runner-jobs/claim": { runnerId: "runner-one", languages: ["java"] },
  "POST /api/runner-jobs/{id}/result": { judgement: { kind: "results", results: [] } },
  "POST /api/spaced-repetition/cards/{id}/grade": { grade: "good", suggested: "hard" },
  "PUT /api/spaced-repetition/settings": { newPerDay: 10, reviewsPerDay: 100, minutesPerDay: 30 },
  "PUT /api/study-plan": {
    interviewDate: new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    company: "amazon",
    roleLevel: "software-engineer",
    timeZone: "Europe/Paris",
  },
};

/** Uploads take a multipart form (their hostile input is in features/profile/avatars.routes.test.ts). */
const FORM_ROUTES = new Set(["POST /api/profile/avatar"]);

type BodySchema = { properties?: Record<string, unknown>; required?: string[] };
type Attempt = { path: string; query?: string; body?: string; contentType?: string };

const ownRoutes = routes.filter((route) => !route.path.startsWith("/api/auth/"));
const jsonRoutes = ownRoutes.filter((route) => route.operation.requestBody && !FORM_ROUTES.has(route.key));
const queryRoutes = ownRoutes.filter((route) =>
  (route.operation.parameters ?? []).some((parameter) => "in" in parameter && parameter.in === "query"),
);
const pathRoutes = ownRoutes.filter((route) => route.path.includes("{"));

function getBodySchema(route: TableRoute): BodySchema {
  const body = route.operation.requestBody as { content: Record<string, { schema?: BodySchema }> };
  return body.content["application/json"]?.schema ?? {};
}

/** Hostile bodies for one JSON endpoint: wrong top-level types, a field made hostile, a field left out,
 * prototype keys, broken JSON and the valid body under another content type. */
function hostileBody(route: TableRoute): fc.Arbitrary<Omit<Attempt, "path">> {
  const base = VALID_BODIES[route.key] as Record<string, unknown>;
  const { properties = {}, required = [] } = getBodySchema(route);
  const keys = Object.keys(properties).length > 0 ? Object.keys(properties) : Object.keys(base);
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: "application/json" });
  const variants: fc.Arbitrary<Omit<Attempt, "path">>[] = [
    hostileValue.filter((value) => typeof value !== "object" || value === null || Array.isArray(value)).map(json),
    fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => json({ ...base, [key]: value })),
    fc
      .tuple(prototypeKeys, fc.constantFrom(...keys), hostileValue)
      .map(([polluted, key, value]) =>
        json(Object.assign(JSON.parse(JSON.stringify(polluted)), base, { [key]: value })),
      ),
    fc.constantFrom(...MALFORMED_JSON).map((body) => ({ body, contentType: "application/json" })),
    fc.constantFrom(...CONTENT_TYPES).map((contentType) => ({ body: JSON.stringify(base), contentType })),
  ];
  if (required.length > 0) {
    variants.push(
      fc.constantFrom(...required).map((key) => {
        const { [key]: _left, ...rest } = base;
        return json(rest);
      }),
    );
  }
  return fc.oneof(...variants);
}

const queryValue = fc.oneof(hostileString, fc.constantFrom("0", "-1", "101", "1.5", "1e2", "20", "all", "UTC"));

function hostileQuery(route: TableRoute): fc.Arbitrary<string> {
  const names = (route.operation.parameters ?? []).flatMap((parameter) =>
    "in" in parameter && parameter.in === "query" ? [parameter.name] : [],
  );
  const pair = fc
    .tuple(fc.oneof(fc.constantFrom(...names, "__proto__", "constructor"), fc.string({ maxLength: 8 })), queryValue)
    .map(([name, value]) => `${encodeHostile(name)}=${encodeHostile(value)}`);
  return fc
    .tuple(fc.array(fc.oneof(pair, fc.constantFrom(...RAW_QUERY_PIECES)), { minLength: 1, maxLength: 5 }))
    .map(([pieces]) => pieces.join("&"));
}

let tried = 0;
let succeeded = 0;
/** The tables' digest after the last request: a refused request must leave it as it was. */
let checksum = await readChecksum();
const timing = { requests: 0, checksums: 0 };

/** Sends one attempt and checks the answer; the table's rows must not change unless it succeeded. */
async function check(route: TableRoute, attempt: Attempt) {
  const started = performance.now();
  const headers: Record<string, string> = { origin: TEST_APP_URL, cookie: owner.caller.cookie };
  if (attempt.contentType) headers["content-type"] = attempt.contentType;
  const url = attempt.query ? `${attempt.path}?${attempt.query}` : attempt.path;
  const response = await app.request(url, { method: route.method, headers, body: attempt.body });
  tried += 1;
  const text = await response.text();
  const answered = performance.now();
  timing.requests += answered - started;
  const before = checksum;
  checksum = await readChecksum();
  timing.checksums += performance.now() - answered;
  const where = `${route.key} ${url.slice(0, 200)} ${attempt.body?.slice(0, 200) ?? ""} → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status < 400) {
    succeeded += 1;
    return;
  }
  const body = JSON.parse(text) as { error: { code: string; message: string } };
  expect(ERROR_CODES, where).toContain(body.error.code);
  expect(typeof body.error.message, where).toBe("string");
  expect(route.errorCodes, `${where}: the table does not list ${body.error.code}`).toContain(body.error.code);
  const changed = Object.keys(checksum).filter((table) => checksum[table] !== before[table]);
  expect(checksum, `${where} changed rows of ${changed.join(", ")}`).toEqual(before);
}

function ownerPath(route: TableRoute) {
  return fillPath(route.path, getPathParams(route.path, owner));
}

test("every JSON endpoint of the table has a valid body to start from", () => {
  expect(jsonRoutes.map((route) => route.key).sort()).toEqual(Object.keys(VALID_BODIES).sort());
});

test("hostile JSON bodies answer 4xx in the error shape and change no row", { timeout: 120_000 }, async () => {
  for (const route of jsonRoutes) {
    await fc.assert(
      fc.asyncProperty(hostileBody(route), (attempt) => check(route, { path: ownerPath(route), ...attempt })),
      { numRuns: RUNS.json },
    );
  }
});

test("hostile query strings answer 4xx in the error shape (or a page) and change no row", async () => {
  for (const route of queryRoutes) {
    await fc.assert(
      fc.asyncProperty(hostileQuery(route), (query) => check(route, { path: ownerPath(route), query })),
      { numRuns: RUNS.query },
    );
  }
});

test("hostile path parameters answer 4xx in the error shape and change no row", async () => {
  for (const route of pathRoutes) {
    const name = fc.constantFrom(...[...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ""));
    const base = VALID_BODIES[route.key];
    await fc.assert(
      fc.asyncProperty(name, hostileString, async (param, value) => {
        const path = fillPath(route.path, { ...getPathParams(route.path, owner), [param]: value });
        const body = base === undefined ? undefined : JSON.stringify(base);
        await check(route, { path, body, contentType: body ? "application/json" : undefined });
      }),
      { numRuns: RUNS.path },
    );
  }
  console.info(
    `bad input: ${tried} inputs tried on ${jsonRoutes.length} JSON, ${queryRoutes.length} query and ` +
      `${pathRoutes.length} path-parameter endpoints (${succeeded} happened to be valid); no 5xx`,
  );
  console.info(`time in requests ${Math.round(timing.requests)} ms, in checksums ${Math.round(timing.checksums)} ms`);
});

// The 5xx the properties above found, kept as plain tests: PostgreSQL refuses U+0000 in text and jsonb.

test("an id with a NUL character in the path answers 404, not 500", async () => {
  for (const path of [
    "/api/practice/problems/a%00b/judge",
    "/api/interviews/%00",
    "/api/design/scenarios/x%00/design",
  ]) {
    const response = await owner.caller.call("GET", path);
    expect(response.status, path).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  }
});

test("a NUL character in a JSON field or a stored JSON value answers 400 and stores nothing", async () => {
  const before = await readChecksum();
  const contact = await owner.caller.call("POST", "/api/contact", {
    json: { name: "a\u0000b", email: "ada@example.com", subject: "Hi", message: "Hello" },
  });
  expect(contact.status).toBe(400);
  expect(await contact.json()).toMatchObject({ error: { code: "VALIDATION_FAILED", issues: [{ path: ["name"] }] } });
  const submission = await owner.caller.call("POST", `/api/practice/problems/${owner.ids.problemId}/submissions`, {
    json: { ...owner.submissionInput, failedTest: { index: 0, input: ["\u0000"], expected: 1 } },
  });
  expect(submission.status).toBe(400);
  const query = await owner.caller.call("GET", "/api/practice/problems?search=%00");
  expect(query.status).toBe(400);
  expect(await readChecksum()).toEqual(before);
});
