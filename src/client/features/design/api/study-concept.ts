import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getBrowserTimeZone } from "@/client/lib/get-browser-time-zone";
import { getConceptStudyQueryOptions } from "./get-concept-study";

export type ConceptReading = {
  id: string;
  seconds: number;
  /** For a reading sent as the page goes away: the request outlives the page. */
  isLeavingPage?: boolean;
};

/** One reading of a concept, sent when its panel closes: the time it stayed open and visible. */
export async function studyConcept({ id, seconds, isLeavingPage = false }: ConceptReading) {
  return unwrap(
    await api.design.concepts[":id"].study.$post(
      { param: { id }, json: { seconds, tz: getBrowserTimeZone() } },
      isLeavingPage ? { init: { keepalive: true } } : undefined,
    ),
  );
}

export function useStudyConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: studyConcept,
    // The lab's Study Hours read the study summary; analytics refetch when their tab opens.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getConceptStudyQueryOptions().queryKey }),
  });
}
