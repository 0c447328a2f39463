import { customType, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

// Profile pictures uploaded by users.

/** PostgreSQL bytea as a Node Buffer (drizzle-orm 0.45 has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded profile picture, already resized to 256×256 WebP; in the database so every instance serves it. */
export const userAvatars = pgTable("user_avatars", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  image: bytea("image").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
