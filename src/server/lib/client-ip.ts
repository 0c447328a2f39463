import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address of the client, for per-client rate limits. Behind a reverse proxy (TRUST_PROXY=on)
 * it is the first X-Forwarded-For entry; otherwise the socket's peer, so a client cannot choose it.
 */
export function getClientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}
