import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getBrowserTimeZone } from "@/client/lib/get-browser-time-zone";

/** "Generate AI Insights": the model's plan from the user's own figures, or `automatic` with the library. */
export async function generateInsights(tz = getBrowserTimeZone()) {
  const { result } = await unwrap(await api.analytics.insights.$post({ query: { tz } }));
  return result;
}

export function useGenerateInsights() {
  return useMutation({ mutationFn: () => generateInsights() });
}
