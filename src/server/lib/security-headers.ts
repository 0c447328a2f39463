/**
 * Scripts only from our origin (the built SPA has no inline script); inline style attributes are
 * allowed because React and Radix set them. The code runners' workers compile WebAssembly (QuickJS,
 * Pyodide), which needs exactly 'wasm-unsafe-eval': never 'unsafe-eval', since users' JavaScript runs
 * inside QuickJS rather than through eval (issue 11).
 */
const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'wasm-unsafe-eval'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  // Profile pictures of Google and GitHub accounts are shown from their hosts (spec section 2).
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

/**
 * Security headers for every response, built once: the policy above plus the set hono/secure-headers
 * sends by default, which this replaces. Setting them from a ready record instead of building them per
 * request keeps a static answer (lib/static-answers.ts) close to a bare server's cost.
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
