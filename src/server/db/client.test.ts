import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { openDatabase } from "./client";

const showSharedBuffers = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
  (await database.sql.executeSql("show shared_buffers", [])).rows;

// Two starts of the embedded database, the first making it in a child process: well past the default 30 s on a busy
// machine.
test("a new embedded database is made on the first open, kept on the next, both with a 32 MB buffer cache", async () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-client-")), "data");
  try {
    const first = await openDatabase({ dataDir });
    try {
      expect(fs.existsSync(path.join(dataDir, "pgdata", "PG_VERSION"))).toBe(true);
      expect(await showSharedBuffers(first)).toEqual([{ shared_buffers: "32MB" }]);
      await first.sql.executeSql(
        "create table kept (note text); insert into kept values ('written on the first start')",
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    try {
      expect((await again.sql.executeSql("select note from kept", [])).rows).toEqual([
        { note: "written on the first start" },
      ]);
      expect(await showSharedBuffers(again)).toEqual([{ shared_buffers: "32MB" }]);
    } finally {
      await again.close();
    }
  } finally {
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}, 120_000);

test("an in-memory embedded database has the same buffer cache", async () => {
  const database = await openDatabase({});
  try {
    expect(await showSharedBuffers(database)).toEqual([{ shared_buffers: "32MB" }]);
  } finally {
    await database.close();
  }
});
