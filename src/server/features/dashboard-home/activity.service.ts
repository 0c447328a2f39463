import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/server/db/client";
import { activityEvents } from "@/server/db/schema/activity";
import { AppError } from "@/server/lib/app-error";
import { afterCursor, toPage } from "@/server/lib/paging";
import type { pageQuerySchema } from "@/shared/schemas/pagination";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One page of the user's events, newest first, for the dashboard's Recent Activity list: on
 * activity_events_user_page_idx from the cursor on, so a page costs the same whatever the history's size.
 */
export async function listActivity({
  db,
  userId,
  page: { limit, cursor },
}: {
  db: Database;
  userId: string;
  page: z.output<typeof pageQuerySchema>;
}) {
  const e = activityEvents;
  // Event ids are uuids: a cursor carrying anything else would fail in SQL instead of being refused.
  if (cursor && !UUID_PATTERN.test(cursor.id))
    throw new AppError("VALIDATION_FAILED", { message: "Cursor is not valid; start from the first page" });
  const rows = await db
    .select()
    .from(e)
    .where(and(eq(e.userId, userId), afterCursor(e.createdAt, e.id, cursor)))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(limit + 1);
  const { items: events, nextCursor } = toPage(rows, limit, ({ createdAt, id }) => ({ at: createdAt, id }));
  return { events, nextCursor };
}

/** Every event of the user, oldest first (analytics, data export). */
export function listActivityEvents({ db, userId }: { db: Database; userId: string }) {
  return db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.userId, userId))
    .orderBy(activityEvents.createdAt, activityEvents.id);
}
