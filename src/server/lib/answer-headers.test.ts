import { expect, test } from "vitest";
import { signUpUser } from "../../../tests/fixtures/auth";
import { createTestApp } from "../../../tests/fixtures/test-app";

const { app } = await createTestApp();

/** Every header of an answer but those that differ between answers (its type, length, id). */
function sharedHeaders(response: Response) {
  return [...response.headers.entries()].filter(([name]) => !["content-type", "x-request-id"].includes(name));
}

test("the hot reads answered from memory carry the same headers as any other answer, and the request's id", async () => {
  const { cookie } = await signUpUser(app);
  const other = await app.request("/api/profile", { headers: { cookie } });
  expect(other.status).toBe(200);
  const expected = sharedHeaders(other);
  expect(expected.map(([name]) => name)).toContain("content-security-policy");

  const hotReads = [
    "/api/auth/get-session",
    "/api/subscription",
    "/api/analytics?tz=UTC",
    "/api/practice/problems",
    "/api/practice/problems/stats",
  ];
  // The first read loads and caches; the second is answered from memory.
  for (const round of ["cold", "warm"]) {
    for (const url of hotReads) {
      const response = await app.request(url, { headers: { cookie, "x-request-id": `trace-${round}` } });
      expect(response.status).toBe(200);
      const headers = sharedHeaders(response).filter(([name]) => !["cache-control", "pragma"].includes(name));
      expect({ url, round, headers }).toEqual({ url, round, headers: expected });
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("x-request-id")).toBe(`trace-${round}`);
    }
  }
  // Better Auth's own header for a session read stays as it sends it.
  const session = await app.request("/api/auth/get-session", { headers: { cookie } });
  expect(session.headers.get("cache-control")).toBe("no-store");
});

test("answers made by the routes themselves, errors included, carry the security headers and a request id", async () => {
  for (const [url, status] of [
    ["/api/subscription", 401],
    ["/api/no-such-thing", 404],
    ["/api/config", 200],
  ] as const) {
    const response = await app.request(url);
    expect({ url, status: response.status }).toEqual({ url, status });
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  }
});
