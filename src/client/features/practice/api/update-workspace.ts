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
    onSuccess: (workspace, { id }) => queryClient.setQueryData(getWorkspaceQueryOptions(id).queryKey, workspace),
  });
}
