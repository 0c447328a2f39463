import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { openDatabase } from "./client";

test("the embedded database lives in a folder only the server's user can enter", async () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-private-")), "data");
  const database = await openDatabase({ dataDir });
  try {
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, "pgdata")).mode & 0o777).toBe(0o700);
  } finally {
    await database.close();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});
