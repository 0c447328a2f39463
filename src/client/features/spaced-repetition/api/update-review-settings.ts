import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { ReviewSettings } from "@/shared/schemas/spaced-repetition";
import { getDueReviewsQueryOptions } from "./get-due-reviews";
import { getReviewSettingsQueryOptions } from "./get-review-settings";

export async function updateReviewSettings(settings: ReviewSettings) {
  return unwrap(await api["spaced-repetition"].settings.$put({ json: settings }));
}

/** Saves the daily limits; the due list follows them. */
export function useUpdateReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(getReviewSettingsQueryOptions().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: getDueReviewsQueryOptions().queryKey });
    },
  });
}
