import { asc } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { contactSubmissions, newsletterSubscriptions } from "@/server/db/schema/site";

// What visitors sent, for operators (`npm run admin -- messages | subscribers`): plain strings, so
// the rows cross the admin socket unchanged.

export type ContactMessageEntry = {
  receivedAt: string;
  name: string;
  email: string;
  company: string | null;
  inquiryType: string;
  subject: string;
  message: string;
};

export type SubscriberEntry = { email: string; subscribedAt: string };

/** Every contact-form message, oldest first (the newest ends the listing, where a terminal shows it). */
export async function listContactMessages({ db }: { db: Database }): Promise<ContactMessageEntry[]> {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .orderBy(asc(contactSubmissions.createdAt), asc(contactSubmissions.id));
  return rows.map((row) => ({
    receivedAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    inquiryType: row.inquiryType,
    subject: row.subject,
    message: row.message,
  }));
}

/** Every newsletter subscriber, oldest first. */
export async function listNewsletterSubscribers({ db }: { db: Database }): Promise<SubscriberEntry[]> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.email));
  return rows.map((row) => ({ email: row.email, subscribedAt: row.createdAt.toISOString() }));
}
