import { api, unwrap } from "@/client/lib/api-client";
import { newsletterSubscribeInputSchema } from "@/shared/schemas/newsletter";
import { describeSubscribeFailure, type NewsletterResult, SUBSCRIBED_RESULT } from "../components/newsletter-result";

/** What a submit comes to: the field's error (nothing was sent), or the banner to show. */
export type SubscribeOutcome = { fieldError: string } | NewsletterResult;

/**
 * Checks the address exactly as the server will (the shared zod schema), sends it, and says how it
 * went. The footer's form imports this module on its first submit, so zod and the API client stay
 * out of every public page's first download.
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const parsed = newsletterSubscribeInputSchema.safeParse({ email });
  if (!parsed.success) return { fieldError: parsed.error.issues[0]?.message ?? "Please enter a valid email address" };
  try {
    await unwrap(await api.newsletter.$post({ json: parsed.data }));
    return SUBSCRIBED_RESULT;
  } catch (error) {
    return describeSubscribeFailure(error);
  }
}
