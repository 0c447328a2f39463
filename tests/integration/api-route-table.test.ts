import { expect, test } from "vitest";
import { listServedRoutes, readRouteTable } from "../fixtures/route-table";
import { createTestApp } from "../fixtures/test-app";

// One route table (docs/decisions/008-one-route-table.md). Every route the app serves under /api is in
// /api/openapi.json with who may call it, its input and the error codes it can answer; nothing is documented
// that is not served.

const { app } = await createTestApp();
const { document, routes } = await readRouteTable(app);
const documented = new Set(routes.map((route) => route.key));
/** Better Auth's handler serves /api/auth/*: the table describes the endpoints the app uses. */
const AUTH_GROUP = /^(GET|POST) \/api\/auth\/\*$/;

test("every route the app serves under /api is in the OpenAPI document", () => {
  const served = listServedRoutes(app);
  expect(served.length).toBeGreaterThan(50);
  const missing = served.filter((key) => !AUTH_GROUP.test(key) && !documented.has(key));
  expect(missing).toEqual([]);
  // The group itself is described by the endpoints the app calls.
  for (const key of ["POST /api/auth/sign-up/email", "POST /api/auth/sign-in/email", "POST /api/auth/sign-out"]) {
    expect(documented).toContain(key);
  }
});

test("the document describes no route the app does not serve", () => {
  const served = new Set(listServedRoutes(app));
  const unknown = routes.filter((route) => !route.path.startsWith("/api/auth/") && !served.has(route.key));
  expect(unknown.map((route) => route.key)).toEqual([]);
});

test("each route says who may call it, what it answers and which errors, in the app's error shape", () => {
  for (const route of routes) {
    const responses = route.operation.responses ?? {};
    expect(route.operation.summary, route.key).toBeTruthy();
    expect(["public", "user", "runner"], route.key).toContain(route.auth);
    const security = { public: [], user: [{ session: [] }], runner: [{ runnerToken: [] }] }[route.auth];
    expect(route.operation.security, route.key).toEqual(security);
    expect(
      Object.keys(responses).some((status) => status.startsWith("2")),
      route.key,
    ).toBe(true);
    if (route.path.startsWith("/api/auth/")) continue;
    if (route.auth !== "public") expect(route.errorCodes, route.key).toContain("UNAUTHORIZED");
    for (const [status, response] of Object.entries(responses)) {
      if (status.startsWith("2")) continue;
      const schema = (response as { content: Record<string, { schema: { properties: Record<string, unknown> } }> })
        .content["application/json"]?.schema;
      expect(schema?.properties, `${route.key} ${status}`).toHaveProperty("error");
    }
  }
});

test("a route that validates a JSON body or query documents its fields and VALIDATION_FAILED", () => {
  const post = routes.find((route) => route.key === "POST /api/contact");
  const body = post?.operation.requestBody as { content: Record<string, { schema: { properties: object } }> };
  expect(Object.keys(body.content["application/json"]?.schema.properties ?? {})).toEqual(
    expect.arrayContaining(["name", "email", "subject", "message"]),
  );
  expect(post?.errorCodes).toContain("VALIDATION_FAILED");
  const list = routes.find((route) => route.key === "GET /api/practice/problems");
  expect(list?.operation.parameters?.map((parameter) => ("name" in parameter ? parameter.name : ""))).toEqual(
    expect.arrayContaining(["limit", "cursor", "difficulty"]),
  );
  for (const route of routes) {
    if (route.path.startsWith("/api/auth/")) continue;
    const hasInput =
      route.operation.requestBody !== undefined ||
      (route.operation.parameters ?? []).some((parameter) => "in" in parameter && parameter.in === "query");
    if (hasInput) expect(route.errorCodes, route.key).toContain("VALIDATION_FAILED");
  }
});

test("the document is OpenAPI 3.1 with the session cookie as its security scheme", () => {
  expect(document.openapi).toBe("3.1.0");
  expect(document.components?.securitySchemes).toHaveProperty("session");
  console.info(`route table: ${routes.length} operations (${documented.size} distinct)`);
});
