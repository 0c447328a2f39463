import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getAiSetupQueryOptions } from "./get-ai-setup";

export async function dismissAiNotice() {
  return unwrap(await api["ai-setup"].notice.dismiss.$post());
}

/** Dismisses the notice on connecting a model for good; the answer is the new state. */
export function useDismissAiNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissAiNotice,
    onSuccess: (setup) => queryClient.setQueryData(getAiSetupQueryOptions().queryKey, setup),
  });
}
