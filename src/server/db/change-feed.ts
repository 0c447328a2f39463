import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * The channel on which the database announces that a user's cached rows changed: triggers on the
 * tables the app caches (migration 0013_user_change_notify) send the user's id with every insert,
 * update or delete, from whichever instance, process or admin command made the change.
 */
export const USER_CHANGE_CHANNEL = "preppilot_user_changed";

/** A user's rows changed; or "reset": changes may have been missed, so forget everything. */
export type Change = { kind: "user"; userId: string } | { kind: "reset" };

/**
 * The database's change notifications, for in-process caches (lib/user-cache.ts). A cache may only
 * answer while `live` is true: that is when every change reaches it.
 */
export type ChangeFeed = {
  readonly live: boolean;
  subscribe: (listener: (change: Change) => void) => () => void;
  close: () => Promise<void>;
};

function createListeners() {
  const listeners = new Set<(change: Change) => void>();
  return {
    add(listener: (change: Change) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(change: Change) {
      for (const listener of listeners) listener(change);
    },
  };
}

/**
 * PGlite runs in this process on one connection: it hands over a notification while it finishes the
 * statement that committed the change, so a cache hears of a change before the writer's query even
 * returns. The feed is live once its LISTEN is in place.
 */
export function createPgliteChangeFeed(client: PGlite): ChangeFeed {
  const listeners = createListeners();
  let live = false;
  const listening = client.listen(USER_CHANGE_CHANNEL, (userId) => listeners.emit({ kind: "user", userId }));
  listening.then(
    () => {
      live = true;
    },
    () => {},
  );
  return {
    get live() {
      return live;
    },
    subscribe: listeners.add,
    close: async () => {
      const unlisten = await listening;
      await unlisten().catch(() => {});
    },
  };
}

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_DELAY_MS = 1000;

/**
 * PostgreSQL: one connection of its own that LISTENs (a pooled one would be handed to queries). A
 * notification arrives a moment after the commit. The feed is live only while that connection
 * listens: when it is lost, caches are told to forget everything (notifications may have been missed
 * meanwhile) and are bypassed until it listens again, which it retries every second. It connects on
 * the first subscriber, so a process that caches nothing holds no extra connection.
 */
export function createPostgresChangeFeed(url: string): ChangeFeed {
  const listeners = createListeners();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (live) listeners.emit({ kind: "reset" });
    live = false;
    client = undefined;
    if (!closed) retry ??= setTimeout(connect, RECONNECT_DELAY_MS);
  };

  async function connect() {
    retry = undefined;
    if (closed || client) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    // Each is reported once per lost connection: 'error' then 'end', or only 'end'.
    next.on("error", () => {});
    next.on("end", () => {
      if (client === next) lost();
    });
    next.on("notification", (message) => {
      if (message.channel === USER_CHANGE_CHANNEL && message.payload) {
        listeners.emit({ kind: "user", userId: message.payload });
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${USER_CHANGE_CHANNEL}`);
      if (closed) return void (await next.end().catch(() => {}));
      // Anything cached before this moment may have missed a change.
      listeners.emit({ kind: "reset" });
      live = true;
    } catch {
      await next.end().catch(() => {});
      if (client === next) lost();
    }
  }

  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      const unsubscribe = listeners.add(listener);
      if (!client && !retry) void connect();
      return unsubscribe;
    },
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
