import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { CODING_ROUND_MUTATION, storeCodingRound } from "./update-coding-round";

/** Asks for a nudge after the candidate has been idle: the server adds one only if they were stuck. */
export async function nudgeCodingRound(id: string) {
  const { round } = await unwrap(await api.interviews.coding[":id"].nudges.$post({ param: { id } }));
  return round;
}

export function useNudgeCodingRound() {
  const queryClient = useQueryClient();
  return useMutation({
    ...CODING_ROUND_MUTATION,
    mutationFn: nudgeCodingRound,
    onSuccess: (round) => storeCodingRound(queryClient, round),
  });
}
