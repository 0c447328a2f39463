import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getNotificationCheckInQueryOptions } from "./check-in";

export async function dismissNotice(id: string) {
  const response = await api.notifications.notices[":id"].seen.$post({ param: { id } });
  // 204 has no body to read: only a failure is unwrapped (into an ApiError).
  if (!response.ok) await unwrap(response);
}

/** Dismisses an in-app notice; it leaves the list at once and the list is read again. */
export function useDismissNotice() {
  const queryClient = useQueryClient();
  const { queryKey } = getNotificationCheckInQueryOptions();
  return useMutation({
    mutationFn: dismissNotice,
    onSuccess: (_result, id) => {
      queryClient.setQueryData(queryKey, (data) =>
        data ? { ...data, notices: data.notices.filter((notice) => notice.id !== id) } : data,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
