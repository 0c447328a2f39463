import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getProblemsQueryOptions } from "./list-problems";

/** The user's problem for a library slug: created as Generate creates one, or the one they have; started. */
export async function openLibraryProblem(slug: string) {
  return unwrap(await api.practice.library[":slug"].open.$post({ param: { slug } }));
}

export function useOpenLibraryProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openLibraryProblem,
    // Not awaited: the problem page opens at once; the lists and the catalogue refetch behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getProblemsQueryOptions().queryKey }),
  });
}
