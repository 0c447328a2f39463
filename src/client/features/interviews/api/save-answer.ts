import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { SaveAnswerInput } from "@/shared/schemas/interview-answers";
import type { Interview } from "@/shared/schemas/interviews";
import { getInterviewQueryOptions } from "./get-interview";

type SaveAnswerArgs = { id: string; position: number; part: number; input: SaveAnswerInput };

/** The whole text of one answer part (0 = the question, n = its n-th follow-up) and the question's timer. */
export async function saveAnswer({ id, position, part, input }: SaveAnswerArgs) {
  return unwrap(
    await api.interviews[":id"].questions[":position"].answers[":part"].$put({
      param: { id, position: String(position), part: String(part) },
      json: input,
    }),
  );
}

const setSavedAnswer = (
  interview: Interview | undefined,
  { position, part, input }: SaveAnswerArgs,
  savedAt: string,
): Interview | undefined =>
  interview && {
    ...interview,
    questions: interview.questions.map((question, index) =>
      index === position
        ? {
            ...question,
            answers: question.answers.map((answer, at) =>
              at === part ? { text: input.text, updatedAt: savedAt } : answer,
            ),
            elapsedSeconds: input.elapsedSeconds ?? question.elapsedSeconds,
          }
        : question,
    ),
  };

/**
 * The cached interview learns each saved text: the answer area is built from it again when the user
 * comes back to the question, and by then this device's copy is gone.
 */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    onSuccess: ({ savedAt }, args) =>
      queryClient.setQueryData(getInterviewQueryOptions(args.id).queryKey, (interview) =>
        setSavedAnswer(interview, args, savedAt),
      ),
  });
}
