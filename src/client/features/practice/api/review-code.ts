import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { ReviewInput } from "@/shared/schemas/code-review";

/**
 * "Review my code": the AI's review (402 AI_ACCESS_REQUIRED without AI access), or, with the library,
 * an automatic review for the browser to complete and the reference complexity once it is unlocked.
 */
export async function reviewCode({ id, input }: { id: string; input: ReviewInput }) {
  const { review } = await unwrap(
    await api.practice.problems[":id"]["code-review"].$post({ param: { id }, json: input }),
  );
  return review;
}

export function useReviewCode() {
  return useMutation({ mutationFn: reviewCode });
}
