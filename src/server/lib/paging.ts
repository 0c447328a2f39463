import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { encodePageCursor, type PageCursor } from "@/shared/schemas/pagination";

// The server's half of src/shared/schemas/pagination.ts: every list reads `limit + 1` rows ordered by
// (time desc, id desc) on an index with the same keys, from the cursor on.

/**
 * The rows after the cursor in (time desc, id desc) order, as one row comparison so the index's
 * (…, time, id) order is walked from the cursor on; undefined (no condition) on the first page.
 * Times are the app clock's, whole milliseconds, as the cursor carries them.
 */
export function afterCursor(time: SQLWrapper, id: SQLWrapper, cursor: PageCursor | undefined): SQL | undefined {
  return cursor ? sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
}

/**
 * Cuts the `limit + 1` rows read down to a page: the extra row only says there is a next page, which
 * starts after the page's last item.
 */
export function toPage<Row>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => { at: Date | string; id: string },
): { items: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  const { at, id } = keyOf(items[limit - 1] as Row);
  return { items, nextCursor: encodePageCursor({ at: at instanceof Date ? at.toISOString() : at, id }) };
}
