import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getProblemsQueryOptions } from "./list-problems";

/** Clear All: hides every saved problem. */
export async function clearProblems() {
  const response = await api.practice.problems.$delete();
  // 204 has no body to read: only a failure is unwrapped (into an ApiError).
  if (!response.ok) await unwrap(response);
}

export function useClearProblems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearProblems,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProblemsQueryOptions().queryKey }),
  });
}
