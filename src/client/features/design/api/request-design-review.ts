import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getDesignReviewQueryOptions } from "./get-design-review";
import { getScenariosQueryOptions } from "./list-scenarios";

/**
 * Reviews the design saved at `designVersion` (save first: 409 when the saved version differs; 400 for
 * an empty diagram). The automatic review comes back at once; the AI part, if any, is pending.
 */
export async function requestDesignReview({ id, designVersion }: { id: string; designVersion: number }) {
  const { review } = await unwrap(
    await api.design.scenarios[":id"]["design-reviews"].$post({ param: { id }, json: { designVersion } }),
  );
  return review;
}

export function useRequestDesignReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDesignReview,
    onSuccess: (review, { id }) => {
      // The answer is the latest review: shown at once, and polled from here while its AI part runs.
      queryClient.setQueryData(getDesignReviewQueryOptions(id).queryKey, review);
      return queryClient.invalidateQueries({ queryKey: getScenariosQueryOptions().queryKey });
    },
  });
}
