import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { listCorpus, readCorpusName } from "./corpus-files";
import { UsageError } from "./parse-args";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "judge-corpus-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

test("a corpus file is <slug>.<ext> or <slug>--<label>.<ext> in its language's extension", () => {
  expect(readCorpusName("two-sum.py", "python")).toBe("two-sum");
  expect(readCorpusName("two-sum--brute-force.py", "python")).toBe("two-sum");
  expect(readCorpusName("lru-cache.mjs", "javascript")).toBe("lru-cache");
  expect(readCorpusName("two-sum.py", "javascript")).toBeUndefined();
  expect(readCorpusName("Two Sum.ts", "typescript")).toBeUndefined();
  expect(readCorpusName("README.md", "python")).toBeUndefined();
});

test("lists every language folder's solutions in order, skipping the files that do not fit", async () => {
  await fs.mkdir(path.join(root, "python"), { recursive: true });
  await fs.mkdir(path.join(root, "javascript"), { recursive: true });
  for (const name of [
    "python/two-sum.py",
    "python/notes.txt",
    "python/.hidden.py",
    "javascript/b-b.js",
    "javascript/a-a--x.cjs",
  ])
    await fs.writeFile(path.join(root, name), "");
  const { files, skipped } = await listCorpus(root);
  expect(files.map((file) => [file.name, file.language, file.slug])).toEqual([
    ["javascript/a-a--x.cjs", "javascript", "a-a"],
    ["javascript/b-b.js", "javascript", "b-b"],
    ["python/two-sum.py", "python", "two-sum"],
  ]);
  expect(skipped).toEqual(["python/notes.txt"]);
  await expect(listCorpus(path.join(root, "missing"))).rejects.toThrow(UsageError);
});
