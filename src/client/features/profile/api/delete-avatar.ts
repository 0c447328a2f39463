import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getProfileQueryOptions } from "./get-profile";

/** Removes the uploaded picture; the profile then shows the provider's picture or the initials. */
export async function deleteAvatar() {
  const response = await api.profile.avatar.$delete();
  // Success is a 204 without a body; only a failure has JSON to read.
  if (!response.ok) await unwrap(response);
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
  });
}
