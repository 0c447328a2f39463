import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@/server/lib/logger";
import { createTestDatabase, type TestDatabase } from "../../../tests/fixtures/test-database";
import { type JobQueue, startJobQueue } from "./job-queue";

describe("the job queue on the app's database", () => {
  let database: TestDatabase;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await startJobQueue({ database, logger: createLogger("silent"), maintenanceIntervalSeconds: 1 });
  });
  afterAll(async () => {
    await queue.stop({ graceful: false, wait: true });
    await database.close();
  });

  it("hands a job to one worker, once, and keeps its result", async () => {
    await queue.createQueue("once");
    const id = await queue.send("once", { code: "print(1)" });
    const [first] = await queue.fetch<{ code: string }>("once");
    expect(first?.id).toBe(id);
    expect(first?.data).toEqual({ code: "print(1)" });
    expect(await queue.fetch("once")).toEqual([]);
    await queue.complete("once", id as string, { verdict: "accepted" });
    const job = await queue.getJobById("once", id as string);
    expect(job?.state).toBe("completed");
    expect(job?.output).toEqual({ verdict: "accepted" });
  });

  it("gives a job whose worker died to another worker, once", async () => {
    await queue.createQueue("dies", { name: "dies", expireInSeconds: 1, retryLimit: 1, retryDelay: 0 });
    const id = await queue.send("dies", { attempt: "any" });
    expect((await queue.fetch("dies")).map((job) => job.id)).toEqual([id]);
    // The worker never completes it: after its expiry and a maintenance round it is back in the queue.
    await expect
      .poll(async () => (await queue.fetch("dies")).map((job) => job.id), { timeout: 10_000, interval: 250 })
      .toEqual([id]);
    await expect
      .poll(async () => (await queue.getJobById("dies", id as string))?.state, { timeout: 10_000, interval: 250 })
      .toBe("failed");
  });
});
