import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getProfileQueryOptions } from "./get-profile";

/** Uploads a PNG, JPEG or WebP picture (up to 2 MB); the server checks the content and answers 400 otherwise. */
export async function uploadAvatar(file: File) {
  return unwrap(await api.profile.avatar.$post({ form: { file } }));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
  });
}
