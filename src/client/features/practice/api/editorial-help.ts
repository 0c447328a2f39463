import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { Language } from "@/shared/judge/languages";
import type { TutorTurn } from "@/shared/schemas/solving";

/** The editorial's sections the user may read; 404 (an ApiError) for a problem without one. */
export async function getEditorial(id: string) {
  const { editorial } = await unwrap(await api.practice.problems[":id"].editorial.$get({ param: { id } }));
  return editorial;
}

export function getEditorialQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["practice", "solving", id, "editorial"],
    queryFn: () => getEditorial(id),
    retry: false,
  });
}

export function useEditorial(id: string) {
  return useQuery(getEditorialQueryOptions(id));
}

/** Opens the first `revealed` sections (the count only rises on the server). */
export function useRevealEditorial(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (revealed: number) => {
      const response = await api.practice.problems[":id"].editorial.$post({ param: { id }, json: { revealed } });
      return (await unwrap(response)).editorial;
    },
    onSuccess: (editorial) => queryClient.setQueryData(getEditorialQueryOptions(id).queryKey, editorial),
  });
}

/** The tutor's next message about the user's code and the conversation so far. */
export function useAskTutor(id: string) {
  return useMutation({
    mutationFn: async (input: { language: Language; code: string; turns: TutorTurn[] }) => {
      const { reply } = await unwrap(await api.practice.problems[":id"].tutor.$post({ param: { id }, json: input }));
      return reply;
    },
  });
}
