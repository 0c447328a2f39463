import fs from "node:fs";
import path from "node:path";
import { SECRET_ENV_VARIABLES } from "@/server/env";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect, test } from "./fixtures";

// Checks that need the built app and a real browser: what ships to the browser, and what a page's
// scripts can see of a session.

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(file) : [file];
  });
}

// Better Auth's shared env helper ships in the client with getters named BETTER_AUTH_SECRET and
// AUTH_SECRET that read the environment at run time (nothing in a browser), so the names alone prove
// nothing; a value given to one of the secret variables would.
const SECRET_ASSIGNMENT = new RegExp(
  `(?:BETTER_AUTH_SECRET|${SECRET_ENV_VARIABLES.join("|")})["'\`]?\\s*[:=]\\s*["'\`]`,
);

test("the built client holds no secret value: the auth secret, the servers' API key, any secret variable set here", () => {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "dist", "client");
  const secret = fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? "", "auth-secret"), "utf8").trim();
  expect(secret.length).toBeGreaterThanOrEqual(32);
  // The openai project's server runs with OPENAI_API_KEY=e2e-fake-key (playwright.config.ts); the
  // build inherited this process's environment, so any secret variable set here counts too.
  const values = [
    secret,
    "e2e-fake-key",
    ...SECRET_ENV_VARIABLES.map((name) => process.env[name] ?? "").filter((value) => value.length >= 8),
  ];

  // The .br and .gz files are compressed copies of the files checked here.
  const files = listFiles(clientDir).filter((file) => !/\.(br|gz)$/.test(file));
  expect(files.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(0);
  for (const file of files) {
    const content = fs.readFileSync(file, "latin1");
    expect({ file, secrets: values.filter((value) => content.includes(value)).length }).toEqual({ file, secrets: 0 });
    expect({ file, assignment: content.match(SECRET_ASSIGNMENT)?.[0] }).toEqual({ file, assignment: undefined });
  }
});

test("the session cookie is httpOnly and SameSite=Lax, and no page script or storage can read the session", async ({
  page,
  context,
}) => {
  const { credentials } = await signUpAndSignIn(page);
  const session = await page.request.get("/api/auth/get-session");
  expect(await session.json()).toMatchObject({ user: { email: credentials.email } });

  const sessionCookie = (await context.cookies()).find((cookie) => cookie.name.endsWith("session_token"));
  expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
  const token = sessionCookie?.value ?? "";
  expect(token.length).toBeGreaterThan(10);

  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const seenByScripts = await page.evaluate(() => ({
    cookies: document.cookie,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  }));
  expect(seenByScripts.cookies).not.toContain("session_token");
  const tokenId = decodeURIComponent(token).split(".")[0] ?? token;
  expect(seenByScripts.storage).not.toContain(tokenId);
});
