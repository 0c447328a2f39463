import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { UpdateProblemWorkInput } from "@/shared/schemas/solving";
import { getProblemWorkQueryOptions } from "./get-problem-work";

/** PATCH the last language, the notes or the timer; what is left out stays as it was. */
export async function updateProblemWork({ id, input }: { id: string; input: UpdateProblemWorkInput }) {
  const response = await api.practice.problems[":id"].work.$patch({ param: { id }, json: input });
  const { work } = await unwrap(response);
  return work;
}

export function useUpdateProblemWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProblemWork,
    // Only the fields sent are taken from the answer: a draft saved while this request was on its way
    // must not be replaced by the older drafts this answer carries.
    onSuccess: (work, { id, input }) =>
      queryClient.setQueryData(getProblemWorkQueryOptions(id).queryKey, (cached) =>
        cached
          ? {
              ...cached,
              ...(input.language === undefined ? {} : { language: work.language }),
              ...(input.notes === undefined ? {} : { notes: work.notes }),
              ...(input.elapsedSeconds === undefined ? {} : { elapsedSeconds: work.elapsedSeconds }),
              updatedAt: work.updatedAt,
            }
          : work,
      ),
  });
}
