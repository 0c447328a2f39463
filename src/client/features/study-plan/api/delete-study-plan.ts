import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getStudyPlanQueryOptions } from "./get-study-plan";

export async function deleteStudyPlan() {
  return unwrap(await api["study-plan"].$delete());
}

/** Removes the plan; the answer (no settings, no plan) replaces the cached one. */
export function useDeleteStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudyPlan,
    onSuccess: (removed) => queryClient.setQueryData(getStudyPlanQueryOptions().queryKey, removed),
  });
}
