import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { saveAttachment } from "@/client/lib/save-attachment";

/** Downloads everything we hold about the user and saves it under the server's file name. */
export async function exportData() {
  const response = await api.privacy.export.$get();
  if (!response.ok) await unwrap(response);
  return saveAttachment(response, "preppilot-export.json");
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
