// Part of `npm run bench` (bench/lighthouse.ts): the server of the public pages' no-script copies.
import http from "node:http";
import zlib from "node:zlib";
import { getFreePort } from "../tests/fixtures/server-process";

/**
 * A tiny server on another localhost port: the saved copies at the pages' own paths, compressed as the
 * app sends its HTML (brotli, else gzip), and every other request passed to the app untouched, so the
 * copies get the very CSS, fonts and images the app serves, with the same headers and compression.
 * (The app itself is not taught a special path: the bench measures the server as it ships.)
 */
export async function serveNoScriptCopies(appUrl: string, copies: Map<string, string>) {
  const bodies = new Map(
    [...copies].map(([page, html]) => {
      const raw = Buffer.from(html);
      return [
        page,
        {
          raw,
          br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: zlib.gzipSync(raw, { level: 9 }),
        },
      ];
    }),
  );
  const app = new URL(appUrl);
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const body = request.method === "GET" ? bodies.get(pathname) : undefined;
    if (body) {
      const accepted = String(request.headers["accept-encoding"] ?? "");
      const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
      response.writeHead(200, {
        "content-type": "text/html; charset=UTF-8",
        "cache-control": "no-cache",
        vary: "accept-encoding",
        ...(encoding ? { "content-encoding": encoding } : {}),
      });
      response.end(encoding ? body[encoding] : body.raw);
      return;
    }
    const upstream = http.request(
      {
        hostname: app.hostname,
        port: app.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: app.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${port}` };
}
