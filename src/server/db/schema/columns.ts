import { text } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** The row's owner: deleting the account deletes the row. */
export const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
