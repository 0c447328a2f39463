import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * Serves the built SPA: index.html for every client route, hashed files under /assets with a
 * year-long immutable cache, everything else revalidated on every visit (with an ETag, so an
 * unchanged file such as Pyodide's 10 MB runtime under /pyodide/ answers 304 instead of coming
 * again). Brotli or gzip copies made at build time are sent to clients that accept them; a missing
 * file is a 404, not a page.
 */
export function createClientRouter(clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  const indexPath = path.join(clientDir, "index.html");
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, "utf8") : undefined;

  return new Hono()
    .use(async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", c.req.path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    })
    .use(async (c, next) => {
      // Client routes ("/", "/dashboard", …) have no file extension: answer from memory.
      if (indexHtml !== undefined && c.req.method === "GET" && !path.extname(c.req.path)) return c.html(indexHtml);
      await next();
    })
    .use(async (c, next) => {
      if (c.req.path.startsWith("/assets/") || !["GET", "HEAD"].includes(c.req.method)) return next();
      const etag = getFileTag(clientDir, c.req.path);
      if (!etag) return next();
      const tags = (c.req.header("if-none-match") ?? "").split(",").map((tag) => tag.trim());
      if (tags.includes(etag)) return c.body(null, 304, { ETag: etag, "Cache-Control": REVALIDATE });
      await next();
      if (c.res.ok) c.header("ETag", etag);
    })
    .use(serveStatic({ root, precompressed: true }));
}

/**
 * A weak validator for a file under the client folder (size and modification time: the files change
 * only with a new build), or undefined when there is no such file. Weak because the brotli, gzip and
 * plain copies are the same content.
 */
function getFileTag(clientDir: string, requestPath: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  const file = path.join(clientDir, relative);
  if (!file.startsWith(path.join(clientDir, path.sep))) return undefined;
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return undefined;
  return `W/"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`;
}
