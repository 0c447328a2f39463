/**
 * Downloads files into the browser's HTTP cache while reporting the share of bytes read, so a first
 * Python start (about 12 MB) shows real progress. The total is known only when the server sends
 * uncompressed lengths; with brotli or gzip the browser hides the decoded size, and the fraction
 * counts whole files instead.
 */
export async function prefetchWithProgress(urls: string[], onProgress: (fraction: number | null) => void) {
  const responses = await Promise.all(urls.map((url) => fetch(url)));
  for (const response of responses) if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  const lengths = responses.map((response) =>
    response.headers.get("content-encoding") ? null : Number(response.headers.get("content-length")) || null,
  );
  const total = lengths.every((length) => length !== null)
    ? lengths.reduce<number>((sum, n) => sum + (n ?? 0), 0)
    : null;
  let read = 0;
  let filesDone = 0;
  await Promise.all(
    responses.map(async (response) => {
      const reader = response.body?.getReader();
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        read += value.byteLength;
        if (total) onProgress(Math.min(1, read / total));
      }
      filesDone += 1;
      if (!total) onProgress(filesDone / responses.length);
    }),
  );
}
