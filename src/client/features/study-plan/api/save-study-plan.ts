import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { SaveStudyPlanInput } from "@/shared/schemas/study-plan";
import { getStudyPlanQueryOptions } from "./get-study-plan";

export async function saveStudyPlan(input: SaveStudyPlanInput) {
  return unwrap(await api["study-plan"].$put({ json: input }));
}

/** Saves the interview date, company and role level; the answer is the replanned plan. */
export function useSaveStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudyPlan,
    onSuccess: (saved) => queryClient.setQueryData(getStudyPlanQueryOptions().queryKey, saved),
  });
}
