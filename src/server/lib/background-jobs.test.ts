import { expect, test, vi } from "vitest";
import { createBackgroundJobs, type InSlot } from "./background-jobs";

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

test("at most `concurrency` jobs hold a slot at once; the others wait their turn, in order", async () => {
  const jobs = createBackgroundJobs({ concurrency: 2 });
  const gates = [deferred(), deferred(), deferred()];
  const started: number[] = [];
  for (const [index, gate] of gates.entries()) {
    jobs.startInSlot(
      async () => {
        started.push(index);
        await gate.promise;
      },
      () => {},
    );
  }
  await vi.waitFor(() => expect(started).toEqual([0, 1]));
  gates[1]?.resolve();
  await vi.waitFor(() => expect(started).toEqual([0, 1, 2]));
  gates[0]?.resolve();
  gates[2]?.resolve();
  await jobs.whenIdle();
});

test("a failing job goes to onError, frees its slot, and whenIdle waits for jobs started meanwhile", async () => {
  const jobs = createBackgroundJobs({ concurrency: 1 });
  const errors: unknown[] = [];
  const done: string[] = [];
  jobs.startInSlot(
    async () => {
      throw new Error("model down");
    },
    (error) => errors.push(error),
  );
  jobs.startInSlot(
    async () => {
      done.push("second");
      jobs.start(
        async () => {
          done.push("started by the second");
        },
        () => {},
      );
    },
    () => {},
  );
  await jobs.whenIdle();
  expect(errors).toEqual([new Error("model down")]);
  expect(done).toEqual(["second", "started by the second"]);
});

test("a job that takes a slot per item lets another job's item in between its own", async () => {
  const jobs = createBackgroundJobs({ concurrency: 1 });
  const order: string[] = [];
  const work = (name: string) => async (inSlot: InSlot) => {
    for (const item of [1, 2]) await inSlot(async () => order.push(`${name}${item}`));
  };
  jobs.start(work("a"), () => {});
  jobs.start(work("b"), () => {});
  await jobs.whenIdle();
  expect(order).toEqual(["a1", "b1", "a2", "b2"]);
});
