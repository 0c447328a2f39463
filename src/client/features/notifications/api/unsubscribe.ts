import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** A notification mail's unsubscribe link: turns off the one switch its signed token names, no sign-in. */
export async function unsubscribe(token: string) {
  return unwrap(await api.notifications.unsubscribe.$post({ json: { token } }));
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
