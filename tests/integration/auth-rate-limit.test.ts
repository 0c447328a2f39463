import { expect, test } from "vitest";
import { createAppInstance } from "../fixtures/app-instance";
import { createTestApp, TEST_APP_URL } from "../fixtures/test-app";

// trustProxy lets each test choose its client address through X-Forwarded-For, as a proxy would.
const { app, database } = await createTestApp({ rateLimits: true, trustProxy: 1 });

function post(target: typeof app, path: string, body: Record<string, unknown>, headers: Record<string, string>) {
  return target.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL, ...headers },
    body: JSON.stringify(body),
  });
}

const signIn = (address: string, target = app) =>
  post(
    target,
    "/api/auth/sign-in/email",
    { email: "nobody@example.com", password: "Wrong-pass1" },
    {
      "x-forwarded-for": address,
    },
  );

test("the 6th sign-in from one address within a minute answers 429; another address is not affected", async () => {
  const statuses = [];
  for (let attempt = 0; attempt < 6; attempt++) statuses.push((await signIn("203.0.113.1")).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  const limited = await signIn("203.0.113.1");
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
  expect((await signIn("203.0.113.2")).status).toBe(401);
});

test("the limit is kept in the database, so a second instance on it refuses too", async () => {
  for (let attempt = 0; attempt < 5; attempt++) await signIn("203.0.113.3");
  expect((await signIn("203.0.113.3", createAppInstance(database, { rateLimits: true, trustProxy: 1 }))).status).toBe(
    429,
  );
});

test("a client cannot pick its own address through the header the app uses internally", async () => {
  const statuses = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const response = await post(
      app,
      "/api/auth/sign-in/email",
      { email: "x@example.com", password: "Wrong-pass1" },
      {
        "x-forwarded-for": "203.0.113.7",
        "x-preppilot-client-ip": `198.51.100.${attempt}`,
      },
    );
    statuses.push(response.status);
  }
  expect(statuses.at(-1)).toBe(429);
});

test("sign-up allows 5 per minute and password-reset requests 3 per minute per address", async () => {
  const signUps = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const body = { name: "Ada Lovelace", email: `limit-${attempt}@example.com`, password: "Analytical-1" };
    signUps.push((await post(app, "/api/auth/sign-up/email", body, { "x-forwarded-for": "203.0.113.4" })).status);
  }
  expect(signUps).toEqual([200, 200, 200, 200, 200, 429]);

  const resets = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    const body = { email: "limit-0@example.com", redirectTo: "/reset-password" };
    resets.push(
      (await post(app, "/api/auth/request-password-reset", body, { "x-forwarded-for": "203.0.113.5" })).status,
    );
  }
  expect(resets).toEqual([200, 200, 200, 429]);
});

test("with RATE_LIMITS=off nothing is limited", async () => {
  const unlimited = createAppInstance(database, { rateLimits: false, trustProxy: 1 });
  const statuses = [];
  for (let attempt = 0; attempt < 7; attempt++) statuses.push((await signIn("203.0.113.6", unlimited)).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401]);
});

test("reading the session is never limited: many tabs behind one address stay signed in", async () => {
  const address = "203.0.113.9";
  const statuses = new Set<number>();
  for (let read = 0; read < 120; read++) {
    const response = await app.request("/api/auth/get-session", { headers: { "x-forwarded-for": address } });
    statuses.add(response.status);
  }
  expect([...statuses]).toEqual([200]);
  // The address is still counted where it matters.
  for (let attempt = 0; attempt < 5; attempt++) await signIn(address);
  expect((await signIn(address)).status).toBe(429);
});

test("behind the proxy, addresses a client writes into X-Forwarded-For bypass none of the address limits", async () => {
  // The proxy appends the peer it saw, 203.0.113.80, to whatever the client sent; the client sends a
  // new made-up address with every request.
  let spoofed = 0;
  const behindProxy = () => ({ "x-forwarded-for": `198.51.100.${++spoofed}, 203.0.113.80` });
  const lastStatus = async (path: string, times: number, body: (attempt: number) => Record<string, unknown>) => {
    let status = 0;
    for (let attempt = 0; attempt < times; attempt++)
      status = (await post(app, path, body(attempt), behindProxy())).status;
    return status;
  };
  const password = "Wrong-pass1";
  expect(await lastStatus("/api/auth/sign-in/email", 6, () => ({ email: "x@example.com", password }))).toBe(429);
  expect(
    await lastStatus("/api/auth/sign-up/email", 6, (n) => ({
      name: "Ada Lovelace",
      email: `spoof-${n}@example.com`,
      password: "Analytical-1",
    })),
  ).toBe(429);
  expect(
    await lastStatus("/api/auth/request-password-reset", 4, () => ({ email: "x@example.com", redirectTo: "/" })),
  ).toBe(429);
  const message = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A message long enough." };
  expect(await lastStatus("/api/contact", 11, () => ({ ...message, inquiryType: "general" }))).toBe(429);
  expect(await lastStatus("/api/newsletter", 11, (n) => ({ email: `news-${n}@example.com` }))).toBe(429);
});
