import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { UpdateProfileInput } from "@/shared/schemas/profile";
import { getProfileQueryOptions } from "./get-profile";

export async function updateProfile(input: UpdateProfileInput) {
  return unwrap(await api.profile.$put({ json: input }));
}

/** Saves the profile fields; the saved row replaces the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (view) => queryClient.setQueryData(getProfileQueryOptions().queryKey, view),
  });
}
