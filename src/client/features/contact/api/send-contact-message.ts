import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { ContactInput } from "@/shared/schemas/contact";

export async function sendContactMessage(input: ContactInput) {
  return unwrap(await api.contact.$post({ json: input }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
