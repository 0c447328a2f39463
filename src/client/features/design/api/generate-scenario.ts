import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { CreateScenarioInput } from "@/shared/schemas/design";
import { getScenariosQueryOptions } from "./list-scenarios";

export async function generateScenario(input: CreateScenarioInput) {
  const { scenario } = await unwrap(await api.design.scenarios.$post({ json: input }));
  return scenario;
}

export function useGenerateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateScenario,
    // Returning the promise keeps the mutation pending until the list shows the new scenario.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getScenariosQueryOptions().queryKey }),
  });
}
