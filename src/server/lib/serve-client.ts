import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * Files whose name or folder carries a hash of their content: Vite's /assets/ and Pyodide's folder
 * /pyodide/<hash>/ (scripts/pyodide-assets.mjs), which a new build serves under new names.
 */
function isHashedPath(requestPath: string): boolean {
  return requestPath.startsWith("/assets/") || /^\/pyodide\/[0-9a-f]{16}\//.test(requestPath);
}

/**
 * Serves the built SPA: each prerendered public page at its path (scripts/prerender.mjs), index.html
 * for every other client route, hashed files (isHashedPath: /assets/ and Pyodide's /pyodide/<hash>/)
 * with a year-long immutable cache, everything else revalidated on every visit (with an ETag, so an
 * unchanged file answers 304 instead of coming again). Brotli or gzip copies made at build time are
 * sent to clients that accept them; a missing file is a 404, not a page.
 */
export function createClientRouter(clientDir: string, pages = readClientPages(clientDir)) {
  const root = path.relative(process.cwd(), clientDir) || ".";

  return new Hono()
    .use(async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", isHashedPath(c.req.path) ? IMMUTABLE : REVALIDATE);
    })
    .use(async (c, next) => {
      // Client routes ("/", "/dashboard", …) have no file extension: answer from memory. A GET
      // never gets here (the chain's early answers give it first, lib/static-answers.ts); HEAD does.
      if (pages && isClientRoute(c.req.method, c.req.path)) {
        const page = pages.pageFor(c.req.path, hasQuery(c.req.url));
        const answer = page.answer(c.req.header("if-none-match"), c.req.header("accept-encoding"));
        return answer.status === 304 ? c.body(null, 304, answer.headers) : c.body(answer.body, 200, answer.headers);
      }
      await next();
    })
    .use(async (c, next) => {
      if (isHashedPath(c.req.path) || !["GET", "HEAD"].includes(c.req.method)) return next();
      const etag = getFileTag(clientDir, c.req.path);
      if (!etag) return next();
      const tags = (c.req.header("if-none-match") ?? "").split(",").map((tag) => tag.trim());
      if (tags.includes(etag)) return c.body(null, 304, { ETag: etag, "Cache-Control": REVALIDATE });
      await next();
      if (c.res.ok) c.header("ETag", etag);
    })
    .use(serveStatic({ root, precompressed: true }));
}

/** A client route: a GET or HEAD for a path with no file extension, outside the API. */
export function isClientRoute(method: string, requestPath: string): boolean {
  return (
    (method === "GET" || method === "HEAD") &&
    requestPath !== "/api" &&
    !requestPath.startsWith("/api/") &&
    !path.extname(requestPath)
  );
}

/** Whether a request URL has a query string ("?" after the origin). */
export function hasQuery(url: string): boolean {
  return url.indexOf("?", url.indexOf("//") + 2) !== -1;
}

type IndexAnswer =
  | { status: 200; body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }
  | { status: 304; body: null; headers: Record<string, string> };

export type IndexPage = {
  /** The answer for a request with these If-None-Match and Accept-Encoding headers. */
  answer: (ifNoneMatch: string | undefined, acceptEncoding: string | undefined) => IndexAnswer;
};

export type ClientPages = {
  /** The HTML page for a client route: its prerendered page, else the SPA shell. */
  pageFor: (requestPath: string, hasQuery: boolean) => IndexPage;
};

/** The folder of the prerendered pages in the client build, written by scripts/prerender.mjs. */
const PAGES_DIR = "_pages";

/**
 * The SPA shell (index.html) and the prerendered public pages (_pages/<path>.html, "/" as index.html,
 * a "/" inside a path as "__"), each held in memory like readIndexPage. Undefined when the folder has
 * no index.html. A URL with a query string gets the shell: a page that reads the query while
 * rendering (the login page's OAuth error, the contact form's subject) would not match a page built
 * ahead without one, so it renders in the browser instead.
 */
export function readClientPages(clientDir: string): ClientPages | undefined {
  const shell = readIndexPage(clientDir);
  if (!shell) return undefined;
  const prerendered = new Map<string, IndexPage>();
  const pagesDir = path.join(clientDir, PAGES_DIR);
  if (fs.existsSync(pagesDir)) {
    for (const name of fs.readdirSync(pagesDir)) {
      if (!name.endsWith(".html")) continue;
      const stem = name.slice(0, -".html".length);
      const page = readIndexPage(pagesDir, name);
      if (page) prerendered.set(stem === "index" ? "/" : `/${stem.replaceAll("__", "/")}`, page);
    }
  }
  return {
    pageFor(requestPath, withQuery) {
      if (withQuery) return shell;
      // "/features/" is the same route as "/features" to the client's router.
      const key = requestPath.length > 1 && requestPath.endsWith("/") ? requestPath.slice(0, -1) : requestPath;
      return prerendered.get(key) ?? shell;
    },
  };
}

/**
 * An HTML page of the build (the SPA's index.html by default), read once with its brotli and gzip
 * copies, and every answer it can give built ahead (body, type, cache and validator headers), so a
 * page costs no disk, no compression and almost no allocation per request. Undefined when there is
 * no such file.
 */
export function readIndexPage(dir: string, fileName = "index.html"): IndexPage | undefined {
  const indexPath = path.join(dir, fileName);
  if (!fs.existsSync(indexPath)) return undefined;
  const html = fs.readFileSync(indexPath);
  // Weak, like getFileTag: the brotli, gzip and plain copies are the same content.
  const etag = `W/"${crypto.createHash("sha256").update(html).digest("base64url").slice(0, 22)}"`;
  const common = { "cache-control": REVALIDATE, etag, vary: "accept-encoding" };
  const variant = (encoding: "br" | "gzip" | undefined): IndexAnswer | undefined => {
    const file = encoding ? `${indexPath}.${encoding === "br" ? "br" : "gz"}` : indexPath;
    if (encoding && !fs.existsSync(file)) return undefined;
    const headers: Record<string, string> = { "content-type": "text/html; charset=UTF-8", ...common };
    if (encoding) headers["content-encoding"] = encoding;
    // Bytes rather than a string: the Node adapter then neither measures nor encodes the page per request.
    return { status: 200, body: new Uint8Array(encoding ? fs.readFileSync(file) : html), headers };
  };
  const plain = variant(undefined) as IndexAnswer;
  const brotli = variant("br");
  const gzip = variant("gzip");
  const notModified: IndexAnswer = { status: 304, body: null, headers: common };
  return {
    answer(ifNoneMatch, acceptEncoding) {
      if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) return notModified;
      if (!acceptEncoding) return plain;
      if (brotli && accepts(acceptEncoding, "br")) return brotli;
      if (gzip && accepts(acceptEncoding, "gzip")) return gzip;
      return plain;
    },
  };
}

/** Whether an Accept-Encoding header takes this coding (named, and not refused with q=0). */
function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(",").some((entry) => {
    const [name, ...params] = entry.split(";");
    return name?.trim() === coding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
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
