import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { Language } from "@/shared/judge/languages";
import { getWorkspaceQueryOptions } from "./get-workspace";

type SaveReviewDraftArgs = { id: string; language: Language; code: string };

/** PUT review mode's code of one language: the accepted draft is never touched. */
export async function saveReviewDraft({ id, language, code }: SaveReviewDraftArgs) {
  const response = await api.practice.problems[":id"]["review-drafts"][":language"].$put({
    param: { id, language },
    json: { code },
  });
  const { draft } = await unwrap(response);
  return draft;
}

export function useSaveReviewDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReviewDraft,
    // A language switch in review mode starts from the cached review drafts: keep them as the server has them.
    onSuccess: (draft, { id }) =>
      queryClient.setQueryData(getWorkspaceQueryOptions(id).queryKey, (workspace) =>
        workspace
          ? {
              ...workspace,
              reviewDrafts: [...workspace.reviewDrafts.filter((saved) => saved.language !== draft.language), draft],
            }
          : workspace,
      ),
  });
}
