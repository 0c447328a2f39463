import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getDesignReviewQueryOptions } from "./get-design-review";

/** Retries the latest review's failed AI part (409 when it has not failed); the automatic part stays. */
export async function retryDesignReview(id: string) {
  const { review } = await unwrap(
    await api.design.scenarios[":id"]["design-reviews"].ai.retry.$post({ param: { id } }),
  );
  return review;
}

export function useRetryDesignReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDesignReview,
    onSuccess: (review, id) => {
      queryClient.setQueryData(getDesignReviewQueryOptions(id).queryKey, review);
    },
  });
}
