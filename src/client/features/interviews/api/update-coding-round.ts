import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { CodingRound, UpdateCodingRoundInput } from "@/shared/schemas/coding-interviews";
import { getCodingRoundQueryOptions } from "./get-coding-round";
import { getInterviewQueryOptions } from "./get-interview";
import { getInterviewsQueryOptions } from "./list-interviews";

/**
 * Every change of a round (a message, a nudge, a phase, Finish) shares this scope: they reach the server one
 * at a time, in order, so a Finish never overtakes the answer typed before it.
 */
export const CODING_ROUND_MUTATION = { scope: { id: "coding-round" } };

/** next-phase, or finish (evaluated at once). */
export async function updateCodingRound({ id, action }: { id: string; action: UpdateCodingRoundInput["action"] }) {
  const { round } = await unwrap(await api.interviews.coding[":id"].$patch({ param: { id }, json: { action } }));
  return round;
}

/** Stores the round the server answered; once it is over, the session and the history (with its stat cards) refresh. */
export function storeCodingRound(queryClient: QueryClient, round: CodingRound) {
  queryClient.setQueryData(getCodingRoundQueryOptions(round.id).queryKey, round);
  if (round.status === "active") return;
  void queryClient.invalidateQueries({ queryKey: getInterviewQueryOptions(round.id).queryKey });
  void queryClient.invalidateQueries({ queryKey: getInterviewsQueryOptions().queryKey });
}

export function useUpdateCodingRound() {
  const queryClient = useQueryClient();
  return useMutation({
    ...CODING_ROUND_MUTATION,
    mutationFn: updateCodingRound,
    onSuccess: (round) => storeCodingRound(queryClient, round),
  });
}
