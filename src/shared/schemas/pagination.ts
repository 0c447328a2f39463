import { z } from "zod";

// Every list endpoint pages the same way, so no answer grows with the user's history: `?limit=` (20, at
// most 100) and `?cursor=`, the last page's `nextCursor`, answering `{ <items>, nextCursor }` newest first.

export const PAGE_SIZE = 20;
export const PAGE_MAX = 100;

/**
 * Where the next page starts: the last item's time (the list's order: created, started…) and id, opaque
 * to clients so the order can change without breaking their contract.
 */
export type PageCursor = { at: string; id: string };

export function encodePageCursor({ at, id }: PageCursor) {
  return base64UrlEncode(JSON.stringify([at, id]));
}

/** The cursor, or null when it is not one we wrote (the route answers 400). */
export function decodePageCursor(cursor: string): PageCursor | null {
  try {
    const value: unknown = JSON.parse(base64UrlDecode(cursor));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== "string" || typeof id !== "string" || Number.isNaN(Date.parse(at))) return null;
    return { at, id };
  } catch {
    return null;
  }
}

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${PAGE_MAX}`;

/** `?limit=&cursor=`: spread into a list's query schema (`...pageQuerySchema.shape`). */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(PAGE_MAX, `Limit must be at most ${PAGE_MAX}`)
    .default(PAGE_SIZE),
  cursor: z
    .string()
    .optional()
    .transform((cursor, context) => {
      if (cursor === undefined || cursor === "") return undefined;
      const decoded = decodePageCursor(cursor);
      if (!decoded) context.addIssue({ code: "custom", message: "Cursor is not valid; start from the first page" });
      return decoded ?? undefined;
    }),
});

/** What a client sends: numbers as query text, the cursor as the server gave it. */
export type PageQuery = { limit?: string; cursor?: string };

/** A page's own part of an answer; nextCursor is null on the last page. */
export type PageInfo = { nextCursor: string | null };

// base64url of UTF-8 text, in the browser and on the server alike (no Buffer).
function base64UrlEncode(text: string) {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join("");
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function base64UrlDecode(encoded: string) {
  const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}
