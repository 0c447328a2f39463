import { describe, expect, test } from "vitest";
import { createFakeChangeFeed } from "../../../tests/fixtures/fake-change-feed";
import { type CachedSession, createUserCache } from "./user-cache";

function session(userId: string, until = Number.POSITIVE_INFINITY): CachedSession {
  return { user: { id: userId, email: `${userId}@example.com`, name: userId, image: null }, body: "{}", until };
}

/** A loader that counts its calls and answers the latest value it was given. */
function counter<T>(initial: T) {
  const state = { value: initial, calls: 0 };
  return Object.assign(state, {
    load: async () => {
      state.calls += 1;
      return state.value;
    },
  });
}

describe("sessions", () => {
  test("a session is read once, then answered from memory until its user changes", async () => {
    const feed = createFakeChangeFeed();
    const cache = createUserCache({ changes: feed });
    const loader = counter<CachedSession | null>(session("ada"));
    expect(await cache.session("cookie-a", loader.load)).toEqual(session("ada"));
    expect(await cache.session("cookie-a", loader.load)).toEqual(session("ada"));
    expect(loader.calls).toBe(1);
    expect(cache.userOfCookie("cookie-a")).toBe("ada");

    feed.emit({ kind: "user", userId: "someone-else" });
    await cache.session("cookie-a", loader.load);
    expect(loader.calls).toBe(1);

    // Signed out elsewhere: the row is gone, and the next read sees it.
    loader.value = null;
    feed.emit({ kind: "user", userId: "ada" });
    expect(await cache.session("cookie-a", loader.load)).toBeNull();
    expect(loader.calls).toBe(2);
    expect(cache.userOfCookie("cookie-a")).toBeUndefined();
  });

  test("no session is kept: a null answer reads again next time", async () => {
    const cache = createUserCache({ changes: createFakeChangeFeed() });
    const loader = counter<CachedSession | null>(null);
    await cache.session("forged", loader.load);
    await cache.session("forged", loader.load);
    expect(loader.calls).toBe(2);
  });

  test("a session is read again once it expires or is due for refresh", async () => {
    let now = 1_000;
    const cache = createUserCache({ changes: createFakeChangeFeed(), now: () => now });
    const loader = counter<CachedSession | null>(session("ada", 2_000));
    await cache.session("cookie-a", loader.load);
    await cache.session("cookie-a", loader.load);
    expect(loader.calls).toBe(1);
    now = 2_000;
    await cache.session("cookie-a", loader.load);
    expect(loader.calls).toBe(2);
  });

  test("a read overtaken by a change of its user is answered but not kept", async () => {
    const feed = createFakeChangeFeed();
    const cache = createUserCache({ changes: feed });
    let calls = 0;
    const slow = async () => {
      calls += 1;
      // The sign-out commits while this read is under way.
      if (calls === 1) feed.emit({ kind: "user", userId: "ada" });
      return session("ada");
    };
    expect(await cache.session("cookie-a", slow)).toEqual(session("ada"));
    await cache.session("cookie-a", slow);
    expect(calls).toBe(2);
  });
});

describe("resets and caps", () => {
  test("a reset forgets everything, and nothing is cached while the feed is not live", async () => {
    const feed = createFakeChangeFeed();
    const cache = createUserCache({ changes: feed });
    const loader = counter<CachedSession | null>(session("ada"));
    await cache.session("cookie-a", loader.load);
    feed.emit({ kind: "reset" });
    await cache.session("cookie-a", loader.load);
    expect(loader.calls).toBe(2);

    feed.live = false;
    await cache.session("cookie-a", loader.load);
    await cache.session("cookie-a", loader.load);
    expect(loader.calls).toBe(4);
    expect(cache.size()).toEqual({ sessions: 1, users: 1 });
    feed.live = true;
    await cache.session("cookie-a", loader.load);
    expect(loader.calls).toBe(4);
  });

  test("the least recently used sessions and users go first past the caps", async () => {
    const cache = createUserCache({ changes: createFakeChangeFeed(), maxSessions: 2, maxUsers: 2 });
    const loaders = new Map(["a", "b", "c"].map((id) => [id, counter<CachedSession | null>(session(id))]));
    const read = (id: string) => cache.session(`cookie-${id}`, async () => loaders.get(id)?.load() ?? null);
    await read("a");
    await read("b");
    await read("a"); // a is now the most recently used
    await read("c"); // evicts b
    expect(cache.size()).toEqual({ sessions: 2, users: 2 });
    await read("a");
    await read("b");
    expect(loaders.get("a")?.calls).toBe(1);
    expect(loaders.get("b")?.calls).toBe(2);
  });

  test("a user evicted past the cap takes all their sessions along", async () => {
    const cache = createUserCache({ changes: createFakeChangeFeed(), maxUsers: 2 });
    const read = (cookie: string, userId: string) => cache.session(cookie, async () => session(userId));
    await read("cookie-a1", "a");
    await read("cookie-a2", "a");
    await read("cookie-b", "b");
    await read("cookie-c", "c"); // evicts a, the least recently used user
    expect(cache.size()).toEqual({ sessions: 2, users: 2 });
    expect(cache.peekSession("cookie-a1")).toBeUndefined();
    expect(cache.peekSession("cookie-a2")).toBeUndefined();
    expect(cache.peekSession("cookie-b")?.user.id).toBe("b");
  });

  test("a session's use makes its user the most recently used, so another user goes first", async () => {
    const cache = createUserCache({ changes: createFakeChangeFeed(), maxUsers: 2 });
    const read = (cookie: string, userId: string) => cache.session(cookie, async () => session(userId));
    await read("cookie-a", "a");
    await read("cookie-b", "b");
    expect(cache.peekSession("cookie-a")?.user.id).toBe("a"); // a is now the most recently used
    await read("cookie-c", "c"); // evicts b
    expect(cache.peekSession("cookie-a")?.user.id).toBe("a");
    expect(cache.peekSession("cookie-b")).toBeUndefined();
  });
});

describe("per-user reads", () => {
  test("a read is kept per user and key until that user changes", async () => {
    const feed = createFakeChangeFeed();
    const cache = createUserCache({ changes: feed });
    const plan = counter({ plan: "trial" });
    expect(await cache.read("ada", "subscription", plan.load)).toEqual({ plan: "trial" });
    await cache.read("ada", "subscription", plan.load);
    expect(plan.calls).toBe(1);

    // Another key and another user have reads of their own.
    const other = counter({ plan: "starter" });
    expect(await cache.read("ada", "analytics", other.load)).toEqual({ plan: "starter" });
    expect(await cache.read("grace", "subscription", other.load)).toEqual({ plan: "starter" });
    expect(other.calls).toBe(2);

    plan.value = { plan: "professional" };
    feed.emit({ kind: "user", userId: "ada" });
    expect(await cache.read("ada", "subscription", plan.load)).toEqual({ plan: "professional" });
    expect(plan.calls).toBe(2);
    // Grace's read was not hers to lose.
    await cache.read("grace", "subscription", other.load);
    expect(other.calls).toBe(2);
  });

  test("forgetUser drops the user's sessions and reads at once", async () => {
    const cache = createUserCache({ changes: createFakeChangeFeed() });
    const loader = counter<CachedSession | null>(session("ada"));
    const reads = counter(1);
    await cache.session("cookie-a", loader.load);
    await cache.read("ada", "k", reads.load);
    cache.forgetUser("ada");
    await cache.session("cookie-a", loader.load);
    await cache.read("ada", "k", reads.load);
    expect([loader.calls, reads.calls]).toEqual([2, 2]);
  });

  test("a read is kept only until the time it was given, and overtaken reads are not kept", async () => {
    let now = 0;
    const feed = createFakeChangeFeed();
    const cache = createUserCache({ changes: feed, now: () => now });
    const reads = counter(1);
    await cache.read("ada", "k", reads.load, { until: 10 });
    now = 10;
    await cache.read("ada", "k", reads.load, { until: 20 });
    expect(reads.calls).toBe(2);

    const overtaken = async () => {
      feed.emit({ kind: "user", userId: "ada" });
      return 2;
    };
    expect(await cache.read("ada", "j", overtaken)).toBe(2);
    await cache.read("ada", "j", reads.load);
    expect(reads.calls).toBe(3);
  });

  test("a user keeps a bounded number of reads", async () => {
    const cache = createUserCache({ changes: createFakeChangeFeed() });
    const reads = counter(1);
    for (let page = 0; page < 10; page += 1) await cache.read("ada", `page:${page}`, reads.load);
    await cache.read("ada", "page:9", reads.load);
    expect(reads.calls).toBe(10);
    await cache.read("ada", "page:0", reads.load);
    expect(reads.calls).toBe(11);
  });
});
