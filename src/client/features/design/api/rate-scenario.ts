import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getScenariosQueryOptions } from "./list-scenarios";

/** The user's one self-rating of their design for a scenario. */
export async function rateScenario({ id, rating }: { id: string; rating: number }) {
  const { scenario } = await unwrap(
    await api.design.scenarios[":id"]["self-rating"].$post({ param: { id }, json: { rating } }),
  );
  return scenario;
}

export function useRateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateScenario,
    // The details panel and the stat cards read the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getScenariosQueryOptions().queryKey }),
  });
}
