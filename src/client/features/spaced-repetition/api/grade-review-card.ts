import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getAnalyticsQueryOptions } from "@/client/features/analytics";
import { api, unwrap } from "@/client/lib/api-client";
import type { GradeReviewInput } from "@/shared/schemas/spaced-repetition";
import { getDueReviewsQueryOptions } from "./get-due-reviews";

export async function gradeReviewCard({ cardId, input }: { cardId: string; input: GradeReviewInput }) {
  return unwrap(await api["spaced-repetition"].cards[":id"].grade.$post({ param: { id: cardId }, json: input }));
}

export type GradedCard = Awaited<ReturnType<typeof gradeReviewCard>>["card"];

/** Every grade given goes under this key, so that its confirmation outlives the card's leaving the list. */
export const GRADE_MUTATION_KEY = ["spaced-repetition", "grade"] as const;

/** Grades a card: the due list and the streak change with it. */
export function useGradeReviewCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: GRADE_MUTATION_KEY,
    mutationFn: gradeReviewCard,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getDueReviewsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getAnalyticsQueryOptions().queryKey }),
      ]),
  });
}
