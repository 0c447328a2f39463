import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { StarStoryInput } from "@/shared/schemas/star-stories";
import { getStarStoriesQueryOptions } from "./list-star-stories";

/** Replaces a story's title, parts and themes. */
export async function updateStarStory({ id, input }: { id: string; input: StarStoryInput }) {
  const { story } = await unwrap(await api["star-stories"][":id"].$put({ param: { id }, json: input }));
  return story;
}

export function useUpdateStarStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStarStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStarStoriesQueryOptions().queryKey }),
  });
}
