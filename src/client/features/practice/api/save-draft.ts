import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { Language } from "@/shared/judge/languages";
import { getProblemWorkQueryOptions } from "./get-problem-work";

type SaveDraftArgs = { id: string; language: Language; code: string };

/** PUT the code of one language's draft; it also becomes the work's last language. */
export async function saveDraft({ id, language, code }: SaveDraftArgs) {
  const response = await api.practice.problems[":id"].drafts[":language"].$put({
    param: { id, language },
    json: { code },
  });
  const { draft } = await unwrap(response);
  return draft;
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    // The cached work is what a language switch starts from: keep it as the server now has it.
    onSuccess: (draft, { id }) =>
      queryClient.setQueryData(getProblemWorkQueryOptions(id).queryKey, (work) =>
        work
          ? {
              ...work,
              language: draft.language,
              drafts: [...work.drafts.filter((saved) => saved.language !== draft.language), draft],
              updatedAt: draft.updatedAt,
            }
          : work,
      ),
  });
}
