import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { StarStoryInput } from "@/shared/schemas/star-stories";
import { getStarStoriesQueryOptions } from "./list-star-stories";

export async function createStarStory(input: StarStoryInput) {
  const { story } = await unwrap(await api["star-stories"].$post({ json: input }));
  return story;
}

export function useCreateStarStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStarStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStarStoriesQueryOptions().queryKey }),
  });
}
