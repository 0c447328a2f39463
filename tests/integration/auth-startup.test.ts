import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { type ServerProcess, spawnServer } from "../fixtures/server-process";

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill("SIGKILL");
});

test("a half-configured social provider stops start-up with one line naming the missing variable", async () => {
  const server = spawnServer({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-data-")),
    GITHUB_CLIENT_ID: "github-id",
  });
  running.push(server);
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toBe(
    "Invalid environment variable GITHUB_CLIENT_SECRET: must be set together with GITHUB_CLIENT_ID",
  );
});
