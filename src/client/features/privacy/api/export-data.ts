import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

const FALLBACK_FILE_NAME = "preppilot-export.json";

/** Downloads everything we hold about the user and saves it under the server's file name. */
export async function exportData() {
  const response = await api.privacy.export.$get();
  if (!response.ok) await unwrap(response);
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? FALLBACK_FILE_NAME;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked a moment later: the browser reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { fileName };
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
