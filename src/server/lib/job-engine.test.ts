import { describe, expect, it, test, vi } from "vitest";
import { createLogger } from "@/server/lib/logger";
import { createTestDatabase } from "../../../tests/fixtures/test-database";
import { createJobEngine, retryOnDeadlock } from "./job-engine";

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

/** A promise and the function that resolves it. */
function settleable() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe("a job engine stopped while a job runs", () => {
  it("lets the job settle after the database closed, without an error", async () => {
    const database = await createTestDatabase();
    const engine = createJobEngine({ database, logger: createLogger("silent"), maintenanceIntervalSeconds: 60 });
    const gate = settleable();
    const started = settleable();
    engine.define({
      name: "slow",
      options: { expireInSeconds: 60 },
      work: {
        concurrency: 1,
        pollingIntervalSeconds: 60,
        handle: async () => {
          started.resolve();
          await gate.promise;
        },
      },
    });
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    try {
      await engine.start();
      await engine.send("slow", {});
      await started.promise;
      await engine.stop();
      await database.close();
      gate.resolve();
      await engine.whenIdle();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
    }
  });
});
