import { expect, test, vi } from "vitest";
import { retryOnDeadlock } from "./job-engine";

// Two instances starting together on a new database create the same queues at once: PostgreSQL ends one
// of the deadlocked transactions (40P01), and that instance tries again rather than failing its start.

const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });

test("a step PostgreSQL ended to break a deadlock is tried again, and its result returned", async () => {
  const step = vi.fn().mockRejectedValueOnce(deadlock()).mockRejectedValueOnce(deadlock()).mockResolvedValue("made");
  expect(await retryOnDeadlock(step)).toBe("made");
  expect(step).toHaveBeenCalledTimes(3);
});

test("any other error, or a fifth deadlock in a row, is thrown", async () => {
  const other = vi.fn().mockRejectedValue(Object.assign(new Error("no such schema"), { code: "3F000" }));
  await expect(retryOnDeadlock(other)).rejects.toThrow("no such schema");
  expect(other).toHaveBeenCalledTimes(1);
  const always = vi.fn().mockRejectedValue(deadlock());
  await expect(retryOnDeadlock(always)).rejects.toThrow("deadlock detected");
  expect(always).toHaveBeenCalledTimes(5);
});
