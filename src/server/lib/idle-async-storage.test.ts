import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { disableWhenIdle, isEnabled, usesAsyncHook } from "@/server/lib/idle-async-storage";
import { createGate } from "../../../tests/fixtures/fake-openai";

// This runtime's AsyncLocalStorage works through an async hook (Node 20), which this module turns off.
const HOOKED = usesAsyncHook(new AsyncLocalStorage());

describe.runIf(HOOKED)("disableWhenIdle", () => {
  it("keeps a store through its run's awaits and disables the storage once the run has settled", async () => {
    const storage = disableWhenIdle(new AsyncLocalStorage<string>());
    const seen = await storage.run("a", async () => {
      const before = storage.getStore();
      await sleep(1);
      expect(isEnabled(storage)).toBe(true);
      return [before, storage.getStore()];
    });
    expect(seen).toEqual(["a", "a"]);
    expect(isEnabled(storage)).toBe(false);
    expect(storage.getStore()).toBeUndefined();
  });

  it("stays enabled while any run is under way, each seeing its own store", async () => {
    const storage = disableWhenIdle(new AsyncLocalStorage<string>());
    const secondMayEnd = createGate();
    const second = storage.run("second", async () => {
      await secondMayEnd.promise;
      return storage.getStore();
    });
    const first = await storage.run("first", async () => {
      await sleep(1);
      return storage.getStore();
    });
    // The first run is over; the second still waits and must still see its store.
    expect(first).toBe("first");
    expect(isEnabled(storage)).toBe(true);
    secondMayEnd.open();
    expect(await second).toBe("second");
    expect(isEnabled(storage)).toBe(false);
  });

  it("passes the arguments and the result of a synchronous callback through, and disables after it", () => {
    const storage = disableWhenIdle(new AsyncLocalStorage<number>());
    const result = storage.run(2, (a: number, b: number) => (storage.getStore() ?? 0) * (a + b), 3, 4);
    expect(result).toBe(14);
    expect(isEnabled(storage)).toBe(false);
  });

  it("disables after a callback that throws or rejects, and gives the error back", async () => {
    const storage = disableWhenIdle(new AsyncLocalStorage<string>());
    expect(() =>
      storage.run("x", () => {
        throw new Error("thrown");
      }),
    ).toThrow("thrown");
    expect(isEnabled(storage)).toBe(false);
    await expect(
      storage.run("y", async () => {
        await sleep(1);
        throw new Error("rejected");
      }),
    ).rejects.toThrow("rejected");
    expect(isEnabled(storage)).toBe(false);
  });

  it("enables the storage again for the next run, nested runs included", async () => {
    const storage = disableWhenIdle(new AsyncLocalStorage<string>());
    await storage.run("one", async () => {});
    const inner = await storage.run("outer", () =>
      storage.run("inner", async () => {
        await sleep(1);
        return storage.getStore();
      }),
    );
    expect(inner).toBe("inner");
    expect(isEnabled(storage)).toBe(false);
  });

  it("changes a storage given twice once, and leaves one already in use as it is", async () => {
    const twice = disableWhenIdle(disableWhenIdle(new AsyncLocalStorage<string>()));
    await twice.run("a", async () => {});
    expect(isEnabled(twice)).toBe(false);

    const inUse = new AsyncLocalStorage<string>();
    const mayEnd = createGate();
    const running = inUse.run("outer", async () => {
      await mayEnd.promise;
      return inUse.getStore();
    });
    // A run this could not count is under way: disabling after the next one would take its store.
    disableWhenIdle(inUse);
    await inUse.run("next", async () => {});
    mayEnd.open();
    expect(await running).toBe("outer");
    inUse.disable();
  });
});

it("leaves a storage without an async hook (AsyncContextFrame's, Node 24) as it is", () => {
  const run = () => "ran";
  const disable = () => {
    throw new Error("disabled");
  };
  // Its shape: the storage's methods, and no `enabled` field of its own.
  const frameStorage = { run, disable } as unknown as AsyncLocalStorage<string>;
  expect(disableWhenIdle(frameStorage).run).toBe(run);
});
