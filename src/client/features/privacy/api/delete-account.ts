import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { DeleteAccountInput } from "@/shared/schemas/privacy";

/** Deletes the account and all its data; the server also clears the session cookie. */
export async function deleteAccount(input: DeleteAccountInput) {
  return unwrap(await api.privacy.account.$delete({ json: input }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
