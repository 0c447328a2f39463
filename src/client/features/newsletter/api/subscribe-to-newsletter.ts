import { api, unwrap } from "@/client/lib/api-client";
import type { NewsletterSubscribeInput } from "@/shared/schemas/newsletter";

export async function subscribeToNewsletter(input: NewsletterSubscribeInput) {
  return unwrap(await api.newsletter.$post({ json: input }));
}
