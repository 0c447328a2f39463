// Part of `npm run bench` (and `npm run bench -- user-cache` alone): what a warm signed-in read costs
// in the user cache (src/server/lib/user-cache.ts) when the cache is full of other users, against the
// same read with one session cached, in the same run. The load rows have a single user, so they cannot
// show it; a real instance holds up to 20,000 sessions of 2,000 users while a few of them are busy.
// Printed, never asserted.

import { createUserCache } from "@/server/lib/user-cache";
import { createFakeChangeFeed } from "../tests/fixtures/fake-change-feed";

/** Lookups per window; the slowest of several windows is printed beside the mean. */
const LOOKUPS = 20_000;
const WINDOWS = 6;
const USERS = 2_000;

/** One warm read as the held path makes it (lib/held-reads.ts): the session by its cookie, then the answer. */
async function measure(sessionCount: number) {
  // A feed that never announces a change: nothing is forgotten while the bench runs.
  const cache = createUserCache({ changes: createFakeChangeFeed() });
  for (let index = 0; index < sessionCount; index++) {
    const id = `user-${index % USERS}`;
    const user = { id, email: `${id}@example.com`, name: id, image: null };
    await cache.session(`cookie-${index}`, async () => ({ user, body: "{}", until: Number.POSITIVE_INFINITY }));
  }
  // The busy user: the last one signed in, reading the same answer over and over.
  const cookie = `cookie-${sessionCount - 1}`;
  const userId = `user-${(sessionCount - 1) % USERS}`;
  await cache.read(userId, "/api/subscription", async () => ({ plan: "trial" }));
  const windows: number[] = [];
  for (let window = 0; window < WINDOWS; window++) {
    const started = process.hrtime.bigint();
    for (let lookup = 0; lookup < LOOKUPS; lookup++) {
      if (!cache.peekSession(cookie) || cache.peek(userId, "/api/subscription", 0) === undefined) {
        throw new Error("the warm read missed the cache");
      }
    }
    windows.push(Number(process.hrtime.bigint() - started) / LOOKUPS);
  }
  return { meanNs: windows.reduce((sum, ns) => sum + ns, 0) / WINDOWS, worstNs: Math.max(...windows) };
}

export async function benchUserCache() {
  const baseline = await measure(1);
  const rows = [{ cached: "baseline: 1 session of 1 user", ...baseline }];
  for (const sessionCount of [USERS, 20_000]) {
    rows.push({
      cached: `${sessionCount.toLocaleString("en")} sessions of ${USERS.toLocaleString("en")} users`,
      ...(await measure(sessionCount)),
    });
  }
  console.log(
    `\nUser cache: one busy user's warm read (session + answer), ns per read (${WINDOWS} windows of ${LOOKUPS.toLocaleString("en")}):`,
  );
  console.table(
    rows.map(({ cached, meanNs, worstNs }) => ({
      cached,
      "mean ns": Math.round(meanNs),
      "worst window ns": Math.round(worstNs),
      "× baseline": Number((meanNs / baseline.meanNs).toFixed(2)),
    })),
  );
}
