import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { StartCodingRoundInput } from "@/shared/schemas/coding-interviews";
import { getCodingRoundQueryOptions } from "./get-coding-round";
import { getInterviewsQueryOptions } from "./list-interviews";

/** Chooses a problem for the company and level and starts the round in its first phase. */
export async function startCodingRound(input: StartCodingRoundInput) {
  const { round } = await unwrap(await api.interviews.coding.$post({ json: input }));
  return round;
}

export function useStartCodingRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCodingRound,
    onSuccess: (round) => {
      queryClient.setQueryData(getCodingRoundQueryOptions(round.id).queryKey, round);
      return queryClient.invalidateQueries({ queryKey: getInterviewsQueryOptions().queryKey });
    },
  });
}
