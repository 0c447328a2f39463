import type { Database } from "@/server/db/client";
import { contactSubmissions } from "@/server/db/schema/site";
import type { ContactSubmission } from "@/shared/schemas/contact";

/** Stores one message from the contact form; the input is already validated and normalised. */
export async function createContactSubmission({ db, input }: { db: Database; input: ContactSubmission }) {
  const [row] = await db.insert(contactSubmissions).values(input).returning({ id: contactSubmissions.id });
  if (!row) throw new Error("Inserting a contact submission returned no row");
  return row;
}
