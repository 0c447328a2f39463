import type { AsyncLocalStorage } from "node:async_hooks";

const gated = new WeakSet<AsyncLocalStorage<unknown>>();

/**
 * Makes `storage` disable itself whenever none of its `run` calls is under way, and returns it.
 *
 * On Node 20 an AsyncLocalStorage works through an async hook: from its first `run` on, Node calls
 * into JavaScript for every promise and async resource the process creates, whatever code creates
 * it, until `disable()`. Better Auth runs each of its endpoints in its storages, so one sign-in left
 * every later answer paying for that hook: about 3 µs, a fifth of a held read or a health probe
 * (docs/decisions/013-async-local-storages-disabled-when-idle.md). Where AsyncLocalStorage is built on
 * AsyncContextFrame instead (by default from Node 24), there is no hook to turn off, and a storage is
 * returned as it is.
 *
 * A store is read only inside the `run` that set it, and the storage is disabled only when no `run`
 * is under way, so nothing that could read a store sees it go. That holds for callers whose async work
 * ends with the promise their callback returns, as Better Auth's and ours do: a task left running
 * after it would read no store once the storage is idle. `enterWith` is not counted: do not use it
 * on a storage given here. The next `run` enables the storage again.
 *
 * Given twice, a storage is changed once. A storage already enabled is left as it is: a `run` of it
 * may be under way, which this could not count.
 */
export function disableWhenIdle<T>(storage: AsyncLocalStorage<T>): AsyncLocalStorage<T> {
  if (!usesAsyncHook(storage) || gated.has(storage) || isEnabled(storage)) return storage;
  gated.add(storage);
  const run = storage.run.bind(storage);
  let running = 0;
  const settle = () => {
    running -= 1;
    if (running === 0) storage.disable();
  };
  storage.run = (<R>(store: T, callback: (...args: unknown[]) => R, ...args: unknown[]): R => {
    running += 1;
    let result: R;
    try {
      result = run(store, callback, ...args);
    } catch (error) {
      settle();
      throw error;
    }
    if (!(result instanceof Promise)) {
      settle();
      return result;
    }
    return result.finally(settle) as R;
  }) as AsyncLocalStorage<T>["run"];
  return storage;
}

/**
 * Whether the storage works through an async hook: the hook-based AsyncLocalStorage (Node 20) keeps
 * its state in an own `enabled` field, which the AsyncContextFrame one has not.
 */
export function usesAsyncHook(storage: AsyncLocalStorage<unknown>): boolean {
  return Object.hasOwn(storage, "enabled");
}

/** Whether the storage's hook is on. */
export function isEnabled(storage: AsyncLocalStorage<unknown>): boolean {
  return (storage as { enabled?: unknown }).enabled === true;
}
