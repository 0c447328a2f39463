import { expect, test } from "vitest";
import { PYTHON_HARNESS } from "@/shared/judge/python-harness";
import { cacheStorageSnapshots, SNAPSHOT_CACHE } from "./snapshot-store";
import { snapshotKey } from "./start-python";

/** Cache Storage as far as the store uses it, in memory. */
function fakeCacheStorage() {
  const caches = new Map<string, Map<string, ArrayBuffer>>();
  const storage = {
    caches,
    async open(name: string) {
      const entries = caches.get(name) ?? new Map<string, ArrayBuffer>();
      caches.set(name, entries);
      return {
        async match(key: string) {
          const body = entries.get(key);
          return body ? new Response(body) : undefined;
        },
        async put(key: string, response: Response) {
          entries.set(key, await response.arrayBuffer());
        },
        async keys() {
          return [...entries.keys()].map((url) => new Request(url));
        },
        async delete(request: string | Request) {
          return entries.delete(typeof request === "string" ? request : request.url);
        },
      };
    },
  };
  return storage;
}

const BASE = "https://app.test/dashboard/problems/p1";

test("a snapshot is read back as written; writing one drops the snapshots of other Pyodides or harnesses", async () => {
  const storage = fakeCacheStorage();
  const store = cacheStorageSnapshots(storage as unknown as CacheStorage);
  const older = await snapshotKey(PYTHON_HARNESS, "/pyodide/1111111111111111/", BASE);
  const current = await snapshotKey(PYTHON_HARNESS, "/pyodide/2222222222222222/", BASE);

  const read = async (key: string) => (await store?.find(key))?.bytes ?? null;
  await store?.write(older, new Uint8Array([1, 2, 3]));
  expect(await read(older)).toEqual(new Uint8Array([1, 2, 3]));
  expect(await read(current)).toBeNull();

  await store?.write(current, new Uint8Array([4, 5]));
  expect([...(storage.caches.get(SNAPSHOT_CACHE)?.keys() ?? [])]).toEqual([current]);
  await store?.remove(current);
  expect(await read(current)).toBeNull();
});

test("no Cache Storage (a page not served over HTTPS) is no store", () => {
  expect(cacheStorageSnapshots(undefined)).toBeNull();
});

test("a snapshot's name changes with Pyodide's folder and with the harness, and is a URL of the app's origin", async () => {
  const key = await snapshotKey(PYTHON_HARNESS, "/pyodide/2222222222222222/", BASE);
  expect(key).toMatch(/^https:\/\/app\.test\/pyodide\/2222222222222222\/snapshot-[0-9a-f]{24}-\d+$/);
  expect(await snapshotKey(PYTHON_HARNESS, "/pyodide/2222222222222222/", BASE)).toBe(key);
  expect(await snapshotKey(`${PYTHON_HARNESS}\n# changed`, "/pyodide/2222222222222222/", BASE)).not.toBe(key);
  expect(await snapshotKey(PYTHON_HARNESS, "/pyodide/3333333333333333/", BASE)).not.toBe(key);
});
