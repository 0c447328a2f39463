/**
 * Saves a downloaded attachment under the file name the server gave it (Content-Disposition), or
 * `fallbackName`: fetched first, so that a failure can be shown instead of a broken file.
 */
export async function saveAttachment(
  response: { headers: Headers; blob(): Promise<Blob> },
  fallbackName: string,
): Promise<{ fileName: string }> {
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked a moment later: the browser reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { fileName };
}
