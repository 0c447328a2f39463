import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { CODING_ROUND_MUTATION, storeCodingRound } from "./update-coding-round";

/** The candidate's message in the current phase; the round comes back with the interviewer's answer. */
export async function sendCodingMessage({ id, text }: { id: string; text: string }) {
  const { round } = await unwrap(await api.interviews.coding[":id"].messages.$post({ param: { id }, json: { text } }));
  return round;
}

export function useSendCodingMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    ...CODING_ROUND_MUTATION,
    mutationFn: sendCodingMessage,
    onSuccess: (round) => storeCodingRound(queryClient, round),
  });
}
