import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getStarStoriesQueryOptions } from "./list-star-stories";

export async function deleteStarStory(id: string) {
  const response = await api["star-stories"][":id"].$delete({ param: { id } });
  // 204 has no body to read: only a failure is unwrapped (into an ApiError).
  if (!response.ok) await unwrap(response);
}

export function useDeleteStarStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStarStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStarStoriesQueryOptions().queryKey }),
  });
}
