import { ApiError } from "@/client/lib/api-client";

export const CONTACT_FAILURE_MESSAGE = "Failed to send message. Please try again or contact us directly.";

/** The red box's text: the server's own words for a rate limit, the product's message otherwise. */
export function getContactErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  return CONTACT_FAILURE_MESSAGE;
}
