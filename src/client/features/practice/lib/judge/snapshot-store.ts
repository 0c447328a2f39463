import type { SnapshotStore } from "./snapshot-start";

/** The Cache Storage cache that holds Python's memory snapshot (one at a time, about 30 MB). */
export const SNAPSHOT_CACHE = "preppilot-python-snapshots";

/**
 * Python's memory snapshots in the browser's Cache Storage (available in a worker, on HTTPS and
 * localhost), keyed by a URL naming what the snapshot was made from; null where there is none.
 * Cache Storage rather than IndexedDB: a Response body is stored and read back as bytes, without
 * structured cloning of 30 MB.
 */
export function cacheStorageSnapshots(storage: CacheStorage | undefined = globalThis.caches): SnapshotStore | null {
  if (!storage) return null;
  const open = () => storage.open(SNAPSHOT_CACHE);
  return {
    async find(key) {
      const response = await (await open()).match(key);
      return response ? { bytes: response.arrayBuffer().then((buffer) => new Uint8Array(buffer)) } : null;
    },
    async write(key, snapshot) {
      const cache = await open();
      // Snapshots of an older Pyodide or harness are of no more use: one is kept.
      for (const request of await cache.keys()) if (request.url !== key) await cache.delete(request);
      const body = snapshot as Uint8Array<ArrayBuffer>;
      await cache.put(key, new Response(body, { headers: { "content-type": "application/octet-stream" } }));
    },
    async remove(key) {
      await (await open()).delete(key);
    },
  };
}
