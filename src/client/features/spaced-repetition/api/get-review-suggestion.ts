import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The grade the stored facts of the card's last attempt suggest, and why. */
export async function getReviewSuggestion(cardId: string) {
  const { suggestion } = await unwrap(
    await api["spaced-repetition"].cards[":id"].suggestion.$get({ param: { id: cardId } }),
  );
  return suggestion;
}

export function getReviewSuggestionQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: ["spaced-repetition", "suggestion", cardId],
    queryFn: () => getReviewSuggestion(cardId),
    staleTime: 0,
  });
}

export function useReviewSuggestion(cardId: string) {
  return useQuery(getReviewSuggestionQueryOptions(cardId));
}
