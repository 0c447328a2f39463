import { expect, test } from "vitest";
import { parseBackupArgs } from "./backup-cli";

test("reads backup and restore commands and leaves every other command to the admin parser", () => {
  expect(parseBackupArgs(["backup", "/tmp/a.backup"])).toEqual({ name: "backup", file: "/tmp/a.backup" });
  expect(parseBackupArgs(["restore", "a.backup"])).toEqual({ name: "restore", file: "a.backup", force: false });
  expect(parseBackupArgs(["restore", "--force", "a.backup"])).toEqual({
    name: "restore",
    file: "a.backup",
    force: true,
  });
  expect(parseBackupArgs(["users"])).toBeNull();
  expect(parseBackupArgs([])).toBeNull();
});

test("a mistake is one line naming the command's form", () => {
  expect(() => parseBackupArgs(["backup"])).toThrow("backup needs one file: npm run admin -- backup <file>");
  expect(() => parseBackupArgs(["restore", "a", "b"])).toThrow(
    "restore needs one file: npm run admin -- restore <file> [--force]",
  );
  expect(() => parseBackupArgs(["backup", "a", "--force"])).toThrow('Unknown option "--force" for backup');
});
