import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** What the chain's early answers read of a GET: its path, its URL and its headers. */
export type EarlyRequest = { path: string; url: string; header: (name: string) => string | undefined };

/**
 * A request as the early answers read it (lib/early-answers.ts). Served by @hono/node-server, a header is
 * read from Node's own message (`c.env.incoming`, the adapter's HttpBindings), whose headers Node has
 * already parsed into a record: asking the Fetch request instead makes the adapter build a `Headers`
 * object for it, which costs a health probe more than the rest of its answer. Elsewhere (`app.request`
 * in tests) the Fetch request's headers are read.
 */
export function readEarlyRequest(c: Context): EarlyRequest {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const header = incoming
    ? (name: string) => {
        const value = incoming.headers[name];
        return Array.isArray(value) ? value.join(", ") : value;
      }
    : (name: string) => c.req.header(name);
  return { path: c.req.path, url: c.req.url, header };
}
