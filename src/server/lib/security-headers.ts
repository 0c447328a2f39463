import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every response. Scripts only from our origin (the built SPA has no inline
 * script); inline style attributes are allowed because React and Radix set them. The code runners'
 * workers compile WebAssembly (QuickJS, Pyodide), which needs exactly 'wasm-unsafe-eval': never
 * 'unsafe-eval', since users' JavaScript runs inside QuickJS rather than through eval (issue 11).
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Profile pictures of Google and GitHub accounts are shown from their hosts (spec section 2).
    imgSrc: ["'self'", "data:", "blob:", "https://lh3.googleusercontent.com", "https://avatars.githubusercontent.com"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    // The runners are module workers loaded from our own files; nothing starts a worker from a blob.
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
});
