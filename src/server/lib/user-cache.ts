import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "@/server/db/change-feed";
import type { SessionUser } from "@/server/lib/session-user";

/** A signed-in session, as the app and GET /api/auth/get-session answer it. */
export type CachedSession = {
  user: SessionUser;
  /** Better Auth's get-session answer, as the JSON text it sends. */
  body: string;
  /** Until when (ms since epoch) the entry may answer: before the session expires or is due for refresh. */
  until: number;
};

type UserEntry = {
  /** Cookie values of this user's cached sessions. */
  sessions: Set<string>;
  /** Per-user reads by key, each with the time until which it may answer (Infinity: until a change). */
  reads: Map<string, { value: unknown; until: number }>;
};

export type UserCacheOptions = {
  changes: ChangeFeed;
  /** The most sessions held; the least recently used go first. */
  maxSessions?: number;
  /** The most users whose reads are held; the least recently used go first. */
  maxUsers?: number;
  now?: () => number;
};

export type ReadOptions<T> = {
  /**
   * Until when (ms since epoch) the value may answer, or a function of the value that says it (an
   * answer derived from the time as well as the rows); by default until the user's rows change.
   */
  until?: number | ((value: T) => number);
  /** The request's time (ms since epoch), which `until` is compared with; the cache's clock by default. */
  now?: number;
};

// Bounds on memory. A session is about 1.5 KB (its JSON and user), a read up to about 8 KB (a page of
// 20 problem summaries, held as its JSON text: V8 keeps a byte a character, two if the text has any
// character beyond Latin-1), so the worst case is some 30 MB of sessions and 130 MB of reads (twice
// that in such text); an instance rarely has this many users active at once, and the least recently
// used go first.
const DEFAULT_MAX_SESSIONS = 20_000;
const DEFAULT_MAX_USERS = 2_000;
/** The most reads held per user (each page and filter of a list has a key of its own). */
const MAX_READS_PER_USER = 8;

/**
 * Signed-in reads held in memory: sessions by their cookie and per-user answers (subscription,
 * analytics, the first page of problems), so a warm read costs no database round trip and no trip
 * through Better Auth (measured, those were nearly all of a signed-in request's time; docs/performance.md).
 *
 * An entry is forgotten when its user's rows change: the database announces every change with the
 * user's id (migration 0013, db/change-feed.ts), so a change made through another instance, a
 * background job or an admin command reaches this one; and `forgetUser` drops a user at once after
 * their own write, before its answer leaves, so the next request sees it even where the
 * notification comes a moment after the commit. While the feed is not live (its connection was
 * lost), nothing is cached and every read goes to the database.
 *
 * A read that was loading while its user changed is not kept: it may have read the rows from before.
 */
export function createUserCache(options: UserCacheOptions) {
  const { changes } = options;
  const now = options.now ?? Date.now;
  const { sessions, users, touchUser, peekSession, peek } = createEntries({
    maxSessions: options.maxSessions ?? DEFAULT_MAX_SESSIONS,
    maxUsers: options.maxUsers ?? DEFAULT_MAX_USERS,
    changes,
    now,
  });
  const loads = createLoadTracker(changes);

  function forgetUser(userId: string) {
    loads.noteChange(userId);
    users.delete(userId);
  }

  changes.subscribe((change) => {
    if (change.kind === "user") return forgetUser(change.userId);
    loads.noteReset();
    sessions.clear();
    users.clear();
  });

  return {
    /**
     * The session for this cookie value: cached, or `load()`'s (Better Auth's, from the database),
     * kept while valid. Null when there is no valid session.
     */
    async session(cookie: string, load: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
      const cached = peekSession(cookie);
      if (cached) return cached;
      if (!changes.live) return load();
      const { value, overtaken } = await loads.track(load);
      if (!value || overtaken(value.user.id) || value.until <= now()) return value;
      const entry = touchUser(value.user.id);
      sessions.set(cookie, value);
      entry.sessions.add(cookie);
      return value;
    },

    /**
     * A per-user read: the held value of `key` for this user, or `load()`'s, kept until the user's
     * rows change or its `until` passes. Keys must name every input besides the user's rows (the
     * path and query of the answer they hold: lib/held-reads.ts).
     */
    async read<T>(userId: string, key: string, load: () => Promise<T>, options: ReadOptions<T> = {}): Promise<T> {
      const at = options.now ?? now();
      if (!changes.live) return load();
      const cached = peek<T>(userId, key, at);
      if (cached !== undefined) return cached;
      const { value, overtaken } = await loads.track(load);
      const until = typeof options.until === "function" ? options.until(value) : (options.until ?? Infinity);
      if (!overtaken(userId) && until > at) holdRead(touchUser(userId).reads, key, value, until);
      return value;
    },

    /**
     * The cached session of this cookie value, without loading: what the chain's early answers may
     * use (lib/held-reads.ts). Undefined when it is not cached, has expired, or the feed is
     * not live.
     */
    peekSession,

    /** The held value of a read at time `at` (ms), without loading; undefined when none may answer. */
    peek,

    forgetUser,

    /** The user whose session this cookie value is, when it is cached. */
    userOfCookie: (cookie: string): string | undefined => sessions.peek(cookie)?.user.id,

    /** Entry counts, for tests and the bench. */
    size: () => ({ sessions: sessions.size, users: users.size }),
  };
}

export type UserCache = ReturnType<typeof createUserCache>;

/**
 * The sessions by cookie and the users' entries, each least recently used first out. Not a Map
 * re-inserted on use: V8 keeps a deleted entry in its bucket's chain until the table is rebuilt, and
 * setting a key it lacks walks the whole chain, so a busy user's keys, deleted and set again on every
 * request, made each warm read walk thousands of dead entries (9 µs at 2,000 users, 53 µs at 20,000
 * sessions; bench/user-cache.ts). A session dropped or evicted leaves its user's list, and a user
 * dropped or evicted takes their sessions along.
 */
function createEntries(options: { maxSessions: number; maxUsers: number; changes: ChangeFeed; now: () => number }) {
  const { maxSessions, maxUsers, changes, now } = options;
  const sessions: LRUCache<string, CachedSession> = new LRUCache({
    max: maxSessions,
    disposeAfter: (session, cookie, reason) => {
      if (reason !== "set") users.peek(session.user.id)?.sessions.delete(cookie);
    },
  });
  const users: LRUCache<string, UserEntry> = new LRUCache({
    max: maxUsers,
    disposeAfter: (entry, _userId, reason) => {
      if (reason !== "set") for (const cookie of entry.sessions) sessions.delete(cookie);
    },
  });

  /** The user's entry, made the most recently used (and made, evicting the least recently used, if new). */
  function touchUser(userId: string): UserEntry {
    let entry = users.get(userId);
    if (!entry) {
      entry = { sessions: new Set(), reads: new Map() };
      users.set(userId, entry);
    }
    return entry;
  }

  /** The cached session of this cookie value while it may answer (made the most recently used), else undefined. */
  function peekSession(cookie: string): CachedSession | undefined {
    const cached = changes.live ? sessions.get(cookie) : undefined;
    if (!cached) return undefined;
    if (cached.until <= now()) {
      sessions.delete(cookie);
      return undefined;
    }
    touchUser(cached.user.id);
    return cached;
  }

  /** The held value of a user's read while it may answer at `at` (the user made the most recently used). */
  function peek<T>(userId: string, key: string, at: number): T | undefined {
    if (!changes.live) return undefined;
    const cached = users.get(userId)?.reads.get(key);
    if (!cached || cached.until <= at) return undefined;
    touchUser(userId);
    return cached.value as T;
  }

  return { sessions, users, touchUser, peekSession, peek };
}

/**
 * Reads in flight note the changes that happen meanwhile, so one that may have read rows from before a
 * change (or a reset, or while the feed was not live) is not kept.
 */
function createLoadTracker(changes: ChangeFeed) {
  const loading = new Set<{ changed: Set<string>; reset: boolean }>();
  return {
    noteChange(userId: string) {
      for (const load of loading) load.changed.add(userId);
    },
    noteReset() {
      for (const load of loading) load.reset = true;
    },
    /** Runs a read, and says which user's changes (or a reset) overtook it. */
    async track<T>(read: () => Promise<T>) {
      const load = { changed: new Set<string>(), reset: false };
      loading.add(load);
      try {
        const value = await read();
        return { value, overtaken: (userId: string) => load.reset || load.changed.has(userId) || !changes.live };
      } finally {
        loading.delete(load);
      }
    },
  };
}

/** Holds a user's read, dropping their oldest past MAX_READS_PER_USER. */
function holdRead(reads: UserEntry["reads"], key: string, value: unknown, until: number) {
  if (reads.size >= MAX_READS_PER_USER && !reads.has(key)) {
    const [oldest] = reads.keys();
    if (oldest !== undefined) reads.delete(oldest);
  }
  reads.set(key, { value, until });
}
