import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getScenariosQueryOptions } from "./list-scenarios";

/** Clear All: hides every saved scenario. */
export async function clearScenarios() {
  const response = await api.design.scenarios.$delete();
  // 204 has no body to read: only a failure is unwrapped (into an ApiError).
  if (!response.ok) await unwrap(response);
}

export function useClearScenarios() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearScenarios,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getScenariosQueryOptions().queryKey }),
  });
}
