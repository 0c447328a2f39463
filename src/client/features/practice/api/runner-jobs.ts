import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { CreateRunnerJobInput, RunnerJobView } from "@/shared/schemas/runner-jobs";

// Java, C++ and Go are judged by runners on servers (docs/runners.md): the page queues a job and follows it.

/** Queues code for a runner; answers the job with its place in the queue. */
export async function createRunnerJob(input: CreateRunnerJobInput): Promise<RunnerJobView> {
  return unwrap(await api["runner-jobs"].$post({ json: input })) as Promise<RunnerJobView>;
}

/** Where one of the user's jobs stands. */
export async function getRunnerJob(id: string): Promise<RunnerJobView> {
  return unwrap(await api["runner-jobs"][":id"].$get({ param: { id } })) as Promise<RunnerJobView>;
}

/** The runner languages this server judges now (a runner asked for work in the last minute). */
export async function getRunnerLanguages() {
  return unwrap(await api["runner-jobs"].languages.$get());
}

export function getRunnerLanguagesQueryOptions() {
  return queryOptions({
    queryKey: ["runner-jobs", "languages"],
    queryFn: getRunnerLanguages,
    // Runners come and go; a minute is how long the server itself counts one as present.
    staleTime: 60_000,
  });
}

/** Asked for only while the editor is on a runner's language. */
export function useRunnerLanguages(isEnabled: boolean) {
  return useQuery({ ...getRunnerLanguagesQueryOptions(), enabled: isEnabled });
}
