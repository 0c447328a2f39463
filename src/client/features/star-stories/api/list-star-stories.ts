import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The user's STAR stories, oldest first. */
export async function listStarStories() {
  const { stories } = await unwrap(await api["star-stories"].$get());
  return stories;
}

export type StarStory = Awaited<ReturnType<typeof listStarStories>>[number];

/** The bank, the mock's suggestions and the report's coverage read one list; saving a story refreshes it. */
export function getStarStoriesQueryOptions() {
  return queryOptions({ queryKey: ["star-stories"], queryFn: listStarStories });
}

export function useStarStories() {
  return useQuery(getStarStoriesQueryOptions());
}
