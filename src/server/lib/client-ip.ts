import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address of the client, for per-client rate limits. Behind `trustedHops` reverse proxies
 * (TRUST_PROXY=on is 1, TRUST_PROXY=2 is two) it is the address the outermost trusted proxy saw: each
 * proxy appends the peer it saw to X-Forwarded-For, so that is the `trustedHops`-th entry from the
 * right. Entries to its left were written by the client and prove nothing (taking the first one let
 * anyone pick a new address per request and walk past every limit). With no trusted proxy (0), or no
 * header, it is the socket's peer.
 */
export function getClientIp(c: Context, trustedHops: number): string | undefined {
  if (trustedHops > 0) {
    const forwarded = readForwardedAddress(c.req.header("x-forwarded-for"), trustedHops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}

/**
 * The `trustedHops`-th X-Forwarded-For entry from the right; when the list is shorter, its left-most
 * entry (the furthest address any proxy recorded), as Express's hop count does.
 */
export function readForwardedAddress(header: string | undefined, trustedHops: number): string | undefined {
  const entries = (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - trustedHops)];
}
