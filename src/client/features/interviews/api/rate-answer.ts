import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { Interview } from "@/shared/schemas/interviews";
import { getInterviewQueryOptions } from "./get-interview";
import { INTERVIEW_UPDATE_MUTATION } from "./update-interview";

type RateAnswerInput = { id: string; position: number; rating: number };

/** The self-rating of one answer of an active interview. */
export async function rateAnswer({ id, position, rating }: RateAnswerInput) {
  const { interview } = await unwrap(
    await api.interviews[":id"].$patch({ param: { id }, json: { action: "rate", position, rating } }),
  );
  return interview;
}

const setRating = (interview: Interview | undefined, position: number, rating: number | null) =>
  interview && {
    ...interview,
    questions: interview.questions.map((question, index) => (index === position ? { ...question, rating } : question)),
  };

/** Optimistic: the choice shows at once and is rolled back (this answer's rating only) if saving fails. */
export function useRateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    ...INTERVIEW_UPDATE_MUTATION,
    mutationFn: rateAnswer,
    onMutate: async ({ id, position, rating }) => {
      const { queryKey } = getInterviewQueryOptions(id);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey)?.questions[position]?.rating ?? null;
      queryClient.setQueryData(queryKey, (interview) => setRating(interview, position, rating));
      return { previous };
    },
    onError: (_, { id, position }, context) =>
      queryClient.setQueryData(getInterviewQueryOptions(id).queryKey, (interview) =>
        setRating(interview, position, context?.previous ?? null),
      ),
    onSuccess: (interview) => {
      // An answer from the server while later changes wait in the queue would undo their optimistic ratings;
      // the last one to finish writes the server's state.
      if (queryClient.isMutating({ mutationKey: INTERVIEW_UPDATE_MUTATION.mutationKey }) === 1)
        queryClient.setQueryData(getInterviewQueryOptions(interview.id).queryKey, interview);
    },
  });
}
