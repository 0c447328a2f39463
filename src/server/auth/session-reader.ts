import type { Auth } from "@/server/auth";
import type { CachedSession, UserCache } from "@/server/lib/user-cache";

/** What Better Auth's get-session sends with its JSON, which a session answered from the cache sends too. */
export const GET_SESSION_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "application/json",
  "cache-control": "no-store",
  pragma: "no-cache",
};

export type SessionRead = {
  /** The signed-in session, or null. */
  session: CachedSession | null;
  /** Cookies Better Auth set while reading it (a refreshed session, or a cleared cookie), to pass on. */
  setCookies: string[];
};

/**
 * Reads the session of a request's cookies the way Better Auth's get-session does, through the user
 * cache: a cached session answers without the database and without Better Auth's per-request work
 * (routing, context, verifying the cookie's signature). The cache is keyed by the exact signed cookie
 * value Better Auth accepted, so a forged or altered cookie never matches an entry and goes to Better
 * Auth, which refuses it. An entry lasts until the session expires or is due for Better Auth's daily
 * refresh, whichever comes first, or until the user's rows change (lib/user-cache.ts).
 */
export function createSessionReader(auth: Auth, cache: UserCache) {
  type Settings = { tokenCookie: string; dataCookie: string; expiresInMs: number; updateAgeMs: number };
  let settings: Settings | undefined;
  const ready = auth.$context.then((context) => {
    settings = {
      tokenCookie: context.authCookies.sessionToken.name,
      dataCookie: context.authCookies.sessionData.name,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    };
    return settings;
  });

  async function read(headers: Headers): Promise<SessionRead> {
    const { tokenCookie, dataCookie, expiresInMs, updateAgeMs } = settings ?? (await ready);
    const cookies = headers.get("cookie") ?? "";
    if (hasLeftoverDataCookie(cookies, dataCookie)) return load(headers, expiresInMs, updateAgeMs);
    const cookie = readCookie(cookies, tokenCookie);
    // No session cookie: Better Auth answers null without reading anything.
    if (!cookie) return { session: null, setCookies: [] };
    let setCookies: string[] = [];
    const session = await cache.session(cookie, async () => {
      const loaded = await load(headers, expiresInMs, updateAgeMs);
      setCookies = loaded.setCookies;
      return loaded.session;
    });
    return { session, setCookies };
  }

  async function load(headers: Headers, expiresInMs: number, updateAgeMs: number): Promise<SessionRead> {
    const { headers: answerHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
    const setCookies = answerHeaders.getSetCookie();
    if (!response) return { session: null, setCookies };
    const { user } = response;
    const expiresAt = new Date(response.session.expiresAt).getTime();
    // Better Auth refreshes a session once it is updateAge old (session.expiresIn before expiresAt).
    const refreshDueAt = expiresAt - expiresInMs + updateAgeMs;
    return {
      session: {
        user: { id: user.id, email: user.email, name: user.name, image: user.image ?? null },
        // What Better Auth's handler sends for this object (its JSON, Dates as ISO strings).
        body: JSON.stringify(response),
        until: Math.min(expiresAt, refreshDueAt),
      },
      setCookies,
    };
  }

  return {
    read,
    /**
     * The request's session when the cache holds it, without reading anything (the chain's early
     * answers: lib/held-reads.ts); undefined wherever `read` would have to ask Better Auth.
     */
    peek(headers: Headers): CachedSession | undefined {
      const cookies = headers.get("cookie");
      if (!cookies || !settings) return undefined;
      if (hasLeftoverDataCookie(cookies, settings.dataCookie)) return undefined;
      const cookie = readCookie(cookies, settings.tokenCookie);
      return cookie ? cache.peekSession(cookie) : undefined;
    },
    /**
     * The user of this request's session cookie: from the cache when it holds the session, else read
     * (and cached). Undefined without a valid session cookie.
     */
    async userOf(headers: Headers): Promise<string | undefined> {
      const cookies = headers.get("cookie");
      if (!cookies) return undefined;
      const { tokenCookie } = settings ?? (await ready);
      const cookie = readCookie(cookies, tokenCookie);
      if (!cookie) return undefined;
      return cache.userOfCookie(cookie) ?? (await read(headers)).session?.user.id;
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;

/**
 * Whether the request carries a session-data cookie (left from a cookie cache): Better Auth clears it,
 * so such a request is Better Auth's to answer, never the cache's.
 */
function hasLeftoverDataCookie(cookies: string, dataCookie: string): boolean {
  return readCookie(cookies, dataCookie) !== undefined;
}

/** The raw value of one cookie in a Cookie header, or undefined. */
export function readCookie(header: string, name: string): string | undefined {
  let from = 0;
  while (from < header.length) {
    const at = header.indexOf(name, from);
    if (at === -1) return undefined;
    const end = at + name.length;
    const startsPair = at === 0 || header[at - 1] === " " || header[at - 1] === ";";
    if (startsPair && header[end] === "=") {
      const stop = header.indexOf(";", end);
      const value = header.slice(end + 1, stop === -1 ? undefined : stop).trim();
      return value || undefined;
    }
    from = end;
  }
  return undefined;
}
