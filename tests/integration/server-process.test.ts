import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { getFreePort, type ServerProcess, spawnServer, waitUntilReady } from "../fixtures/server-process";

// These tests run the real entry point as a child process: configuration errors, the data
// directory lock, graceful shutdown and persistence across restarts.

// Each test starts one to three real server processes: allow for a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill("SIGKILL");
});

function start(env: Record<string, string>) {
  const server = spawnServer(env);
  running.push(server);
  return server;
}

test("a bad PORT stops start-up with one line naming the variable", async () => {
  const server = start({ PORT: "not-a-port", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "pp-")) });
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toBe("Invalid environment variable PORT: must be a port number between 1 and 65535");
});

test("a bad DATABASE_URL stops start-up with one line naming the variable", async () => {
  const server = start({ DATABASE_URL: "mysql://localhost/preppilot" });
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toBe(
    "Invalid environment variable DATABASE_URL: must be a PostgreSQL connection URL such as postgres://user:password@host:5432/preppilot",
  );
});

test("a second server on the same data directory is refused; SIGTERM exits 0; a restart keeps every row", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-data-"));
  const port = String(await getFreePort());
  const first = start({ PORT: port, DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}` });
  await waitUntilReady(first);

  const credentials = { name: "Ada Lovelace", email: "ada@example.com", password: "Analytical1!" };
  const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: first.url },
    body: JSON.stringify(credentials),
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");

  const second = start({ PORT: String(await getFreePort()), DATA_DIR: dataDir });
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(
    `The data directory ${fs.realpathSync(dataDir)} is in use by another PrepPilot process`,
  );

  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);

  const restarted = start({ PORT: port, DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}` });
  await waitUntilReady(restarted);
  const session = await fetch(`${restarted.url}/api/auth/get-session`, { headers: { cookie } });
  expect(await session.json()).toMatchObject({ user: { email: "ada@example.com", name: "Ada Lovelace" } });
  const signIn = await fetch(`${restarted.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: restarted.url },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  expect(signIn.status).toBe(200);

  restarted.child.kill("SIGTERM");
  expect(await restarted.exited).toBe(0);
});

test("SIGTERM lets a request in flight finish before the process exits 0", async () => {
  const port = await getFreePort();
  const server = start({
    PORT: String(port),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-data-")),
    APP_URL: `http://127.0.0.1:${port}`,
  });
  await waitUntilReady(server);

  // A sign-up whose body arrives in two halves: the request is in flight when SIGTERM arrives.
  const body = JSON.stringify({ name: "Grace Hopper", email: "grace@example.com", password: "Compiler1!" });
  const answered = new Promise<number | undefined>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/auth/sign-up/email",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: server.url },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      },
    );
    request.on("error", reject);
    request.write(body.slice(0, 10));
    setTimeout(() => {
      server.child.kill("SIGTERM");
      setTimeout(() => request.end(body.slice(10)), 300);
    }, 200);
  });

  expect(await answered).toBe(200);
  expect(await server.exited).toBe(0);
});
