import { ApiError } from "@/client/lib/api-client";
import { NEWSLETTER_MESSAGES } from "@/shared/constants/newsletter";

export type NewsletterResult = { tone: "success" | "warning" | "error"; text: string };

export const SUBSCRIBED_RESULT: NewsletterResult = { tone: "success", text: NEWSLETTER_MESSAGES.subscribed };

/** A duplicate is a yellow notice, a rate limit shows the server's words, the rest one red line. */
export function describeSubscribeFailure(error: unknown): NewsletterResult {
  if (error instanceof ApiError && error.code === "DUPLICATE") {
    return { tone: "warning", text: NEWSLETTER_MESSAGES.alreadySubscribed };
  }
  if (error instanceof ApiError && error.status === 429) return { tone: "error", text: error.message };
  return { tone: "error", text: NEWSLETTER_MESSAGES.failed };
}
