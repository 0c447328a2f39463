import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * Serves the built SPA: index.html for every client route, hashed files under /assets with a
 * year-long immutable cache, everything else revalidated on every visit. Brotli or gzip copies made
 * at build time are sent to clients that accept them; a missing file is a 404, not a page.
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
    .use(serveStatic({ root, precompressed: true }));
}
