import { expect, test } from "vitest";
import { decodePageCursor, encodePageCursor, PAGE_SIZE, pageQuerySchema } from "./pagination";

test("a cursor reads back as the time and id it was written from, and stays URL-safe", () => {
  const cursor = { at: "2026-11-15T12:00:00.000Z", id: "scenario_1763208000000_ä+/?" };
  const encoded = encodePageCursor(cursor);
  expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(decodePageCursor(encoded)).toEqual(cursor);
});

test("anything but a cursor we wrote decodes to null", () => {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  for (const cursor of ["", "not-a-cursor", encode([1, 2]), encode(["yesterday", "id"]), encode({ at: "x" })]) {
    expect(decodePageCursor(cursor), cursor).toBeNull();
  }
});

test("the page query defaults to 20 items from the start, and refuses a limit outside 1–100", () => {
  expect(pageQuerySchema.parse({})).toEqual({ limit: PAGE_SIZE, cursor: undefined });
  expect(pageQuerySchema.parse({ limit: "100", cursor: "" })).toEqual({ limit: 100, cursor: undefined });
  for (const limit of ["0", "101", "2.5", "many"])
    expect(pageQuerySchema.safeParse({ limit }).success, limit).toBe(false);
  expect(pageQuerySchema.safeParse({ cursor: "not-a-cursor" }).error?.issues[0]?.message).toBe(
    "Cursor is not valid; start from the first page",
  );
});
