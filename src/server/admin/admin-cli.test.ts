import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, vi } from "vitest";
import {
  cleanUpAfterEach,
  getFreePort,
  runAdminCommand,
  spawnServer,
  waitUntilReady,
} from "../../../tests/fixtures/server-process";

// `npm run admin` against the embedded database, both while the real server runs (through its
// admin socket) and while it is stopped (opening DATA_DIR itself). Argument mistakes are covered by
// admin-args.test.ts. Each step starts a process: allow for a machine shared with other test runs.
vi.setConfig({ testTimeout: 600_000 });

const { running, dirs: dataDirs } = cleanUpAfterEach();

async function startServer(dataDir: string) {
  const port = String(await getFreePort());
  const server = spawnServer({ PORT: port, DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}` });
  running.push(server);
  await waitUntilReady(server, 120_000);
  return server;
}

test("manages plans while the server runs (admin socket) and while it is stopped (direct, locked)", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-admin-"));
  dataDirs.push(dataDir);
  const socketPath = path.join(dataDir, "admin.sock");

  // Stopped, on a data directory no server ever used: it is created and migrated.
  expect(await runAdminCommand(dataDir, ["users"])).toEqual({ code: 0, stdout: "No users yet.\n", stderr: "" });

  const server = await startServer(dataDir);
  expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", password: "Analytical1!" }),
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");

  const granted = await runAdminCommand(dataDir, ["plan", "ada@example.com", "professional", "--days", "10"]);
  expect(granted).toMatchObject({ code: 0, stderr: "" });
  expect(granted.stdout).toMatch(/^ada@example\.com is now on Professional: Active until \w{3} \d{1,2}, \d{4}\n$/);
  const subscription = await (await fetch(`${server.url}/api/subscription`, { headers: { cookie } })).json();
  expect(subscription.state).toMatchObject({ status: "active", planLabel: "Professional", trialDaysLeft: 10 });

  const listed = await runAdminCommand(dataDir, ["users"]);
  expect(listed.code).toBe(0);
  expect(listed.stdout.split("\n")[1]).toMatch(
    /^ada@example\.com\s+Ada Lovelace\s+professional\s+active\s+\d{4}-\d{2}-\d{2}$/,
  );

  // What visitors sent, read over the socket while the server runs.
  const visitor = { "content-type": "application/json", origin: server.url };
  const contact = { name: "Grace Hopper", email: "grace@example.com", subject: "Team plans", message: "Seats?" };
  expect(
    (await fetch(`${server.url}/api/contact`, { method: "POST", headers: visitor, body: JSON.stringify(contact) }))
      .status,
  ).toBe(201);
  const subscribe = { method: "POST", headers: visitor, body: JSON.stringify({ email: "alan@example.com" }) };
  expect((await fetch(`${server.url}/api/newsletter`, subscribe)).status).toBe(201);
  const messages = await runAdminCommand(dataDir, ["messages"]);
  expect(messages).toMatchObject({ code: 0, stderr: "" });
  expect(messages.stdout).toMatch(
    / Grace Hopper <grace@example\.com> {2}\[general\]\n {2}Subject: Team plans\n {4}Seats\?\n$/,
  );
  const exported = await runAdminCommand(dataDir, ["subscribers", "--csv"]);
  expect(exported).toMatchObject({ code: 0, stderr: "" });
  expect(exported.stdout).toMatch(/^email,subscribed_at\r\nalan@example\.com,\d{4}-\d{2}-\d{2}T[^\n]+\n$/);

  expect(await runAdminCommand(dataDir, ["plan", "nobody@example.com", "trial"])).toEqual({
    code: 1,
    stdout: "",
    stderr: "No user with the email nobody@example.com\n",
  });

  // A clean shutdown removes the socket; the command then opens the database itself.
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(fs.existsSync(socketPath)).toBe(false);
  const trial = await runAdminCommand(dataDir, ["plan", "ada@example.com", "trial", "--days", "3"]);
  expect(trial).toMatchObject({ code: 0, stderr: "" });
  expect(trial.stdout).toMatch(/^ada@example\.com is now on Free Trial: Trial ends /);
  const stoppedList = await runAdminCommand(dataDir, ["subscribers"]);
  expect(stoppedList).toMatchObject({ code: 0, stderr: "" });
  expect(stoppedList.stdout).toMatch(/^EMAIL +SUBSCRIBED\nalan@example\.com +\d{4}-\d{2}-\d{2}\n$/);

  // A crashed server leaves its socket and lock behind: both are recognised as stale.
  const crashed = await startServer(dataDir);
  crashed.child.kill("SIGKILL");
  await crashed.exited;
  expect(fs.existsSync(socketPath)).toBe(true);
  expect(await runAdminCommand(dataDir, ["plan", "ada@example.com", "none"])).toEqual({
    code: 0,
    stdout: "Removed the subscription of ada@example.com: No Subscription\n",
    stderr: "",
  });
});
