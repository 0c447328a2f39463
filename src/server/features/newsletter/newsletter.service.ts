import type { Database } from "@/server/db/client";
import { duplicateAs } from "@/server/db/errors";
import { newsletterSubscriptions } from "@/server/db/schema/site";
import { NEWSLETTER_MESSAGES } from "@/shared/schemas/newsletter";

/** Adds an address (already trimmed and lower-cased by the schema); a repeat is a DUPLICATE error. */
export async function createNewsletterSubscription({ db, email }: { db: Database; email: string }) {
  await db.insert(newsletterSubscriptions).values({ email }).catch(duplicateAs(NEWSLETTER_MESSAGES.alreadySubscribed));
}
