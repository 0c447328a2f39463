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

type SavedAnswerReceipt = Awaited<ReturnType<typeof saveAnswer>>;

const setSavedAnswer = (
  interview: Interview | undefined,
  { position, part, input }: SaveAnswerArgs,
  { savedAt, followUpQuestions }: SavedAnswerReceipt,
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
            // Saves may answer out of order: a follow-up once reached stays on screen.
            followUpQuestions:
              followUpQuestions.length > question.followUpQuestions.length
                ? followUpQuestions
                : question.followUpQuestions,
          }
        : question,
    ),
  };

/**
 * The cached interview learns each saved text: the answer area is built from it again when the user
 * comes back to the question, and by then this device's copy is gone. It also learns the follow-ups the
 * answers have now reached, which the server sends only after an answer.
 */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    onSuccess: (receipt, args) =>
      queryClient.setQueryData(getInterviewQueryOptions(args.id).queryKey, (interview) =>
        setSavedAnswer(interview, args, receipt),
      ),
  });
}
