import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { AFTER_FIRST_PAINT_SCRIPT } from "@/shared/after-first-paint";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Scripts only from our origin, and the one inline script of the prerendered pages, which starts their
 * scripts after the first paint (src/shared/after-first-paint.ts), by its hash; inline style attributes are
 * allowed because React and Radix set them. The code runners' workers compile WebAssembly (QuickJS,
 * Pyodide), which needs exactly 'wasm-unsafe-eval': never 'unsafe-eval', since users' JavaScript runs
 * inside QuickJS rather than through eval (docs/decisions/003-javascript-runs-in-quickjs.md).
 */
const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": [
    "'self'",
    `'sha256-${createHash("sha256").update(AFTER_FIRST_PAINT_SCRIPT).digest("base64")}'`,
    "'wasm-unsafe-eval'",
  ],
  "style-src": ["'self'", "'unsafe-inline'"],
  // Profile pictures of Google and GitHub accounts are shown from their hosts, as the product shows them.
  "img-src": ["'self'", "data:", "blob:", "https://lh3.googleusercontent.com", "https://avatars.githubusercontent.com"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  // The runners are module workers loaded from our own files; nothing starts a worker from a blob.
  "worker-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** hono/secure-headers' defaults, with the policy above, no framing at all and the referrer sent to our own origin. */
const PAGE_OPTIONS: SecureHeadersOptions = {
  contentSecurityPolicy: Object.fromEntries(
    Object.entries(CONTENT_SECURITY_POLICY).map(([directive, sources]) => [
      directive.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      sources,
    ]),
  ),
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
};

/** The API's set (below): hono/secure-headers without the headers that only mean something for a document. */
const API_OPTIONS: SecureHeadersOptions = {
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
};

const pageSecureHeaders = secureHeaders(PAGE_OPTIONS);
const apiSecureHeaders = secureHeaders(API_OPTIONS);

/** hono/secure-headers for an answer to this path: the API's set under /api/, the pages' elsewhere. */
export function secureHeadersFor(path: string): MiddlewareHandler {
  return path.startsWith("/api/") ? apiSecureHeaders : pageSecureHeaders;
}

/**
 * The headers hono/secure-headers sends for a page (PAGE_OPTIONS), as one record built once, for the
 * answers made whole with every header (lib/static-answers.ts): setting them from a ready record instead
 * of one by one on a Headers object keeps such an answer close to a bare server's cost.
 * security-headers.test.ts proves that the record and the middleware send the same headers.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; "),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=15552000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

/**
 * The headers hono/secure-headers sends for an API answer (API_OPTIONS), as one record, for the answers
 * made whole (lib/answer-headers.ts). The API's answers (/api/*), which no browser renders as a document, carry the set
 * OWASP's REST Security Cheat Sheet gives for APIs. A policy that allows nothing and forbids framing
 * (should a JSON answer ever be opened as a page), HSTS, no sniffing, no framing, no cross-origin
 * reads. The document-only headers (opener policy, agent cluster, DNS prefetch, download options,
 * XSS auditor, cross-domain policies) would add some 400 bytes to every answer for nothing; those
 * bytes were a tenth of a signed-in read's cost (docs/decisions/009-api-answers-carry-the-api-security-headers.md).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": SECURITY_HEADERS["referrer-policy"] as string,
  "strict-transport-security": SECURITY_HEADERS["strict-transport-security"] as string,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
});
