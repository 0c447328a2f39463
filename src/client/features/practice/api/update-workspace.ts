import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { UpdateWorkspaceInput } from "@/shared/schemas/solving";
import { getWorkspaceQueryOptions } from "./get-workspace";

/** PATCH the last language, the notes or the timer; what is left out stays as it was. */
export async function updateWorkspace({ id, input }: { id: string; input: UpdateWorkspaceInput }) {
  const response = await api.practice.problems[":id"].workspace.$patch({ param: { id }, json: input });
  const { workspace } = await unwrap(response);
  return workspace;
}

export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspace,
    // Only the fields sent are taken from the answer: a draft saved while this request was on its way
    // must not be replaced by the older drafts this answer carries.
    onSuccess: (workspace, { id, input }) =>
      queryClient.setQueryData(getWorkspaceQueryOptions(id).queryKey, (cached) =>
        cached
          ? {
              ...cached,
              ...(input.language === undefined ? {} : { language: workspace.language }),
              ...(input.notes === undefined ? {} : { notes: workspace.notes }),
              ...(input.elapsedSeconds === undefined ? {} : { elapsedSeconds: workspace.elapsedSeconds }),
              updatedAt: workspace.updatedAt,
            }
          : workspace,
      ),
  });
}
