import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { Language } from "@/shared/judge/languages";
import { getProblemWorkQueryOptions } from "./get-problem-work";

type SaveRepetitionDraftArgs = { id: string; language: Language; code: string };

/** PUT a repetition's code of one language (the page's Review mode): the accepted draft is never touched. */
export async function saveRepetitionDraft({ id, language, code }: SaveRepetitionDraftArgs) {
  const response = await api.practice.problems[":id"]["repetition-drafts"][":language"].$put({
    param: { id, language },
    json: { code },
  });
  const { draft } = await unwrap(response);
  return draft;
}

export function useSaveRepetitionDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRepetitionDraft,
    // A language switch in review mode starts from the cached repetition drafts: keep them as the server has them.
    onSuccess: (draft, { id }) =>
      queryClient.setQueryData(getProblemWorkQueryOptions(id).queryKey, (work) =>
        work
          ? {
              ...work,
              repetitionDrafts: [...work.repetitionDrafts.filter((saved) => saved.language !== draft.language), draft],
            }
          : work,
      ),
  });
}
