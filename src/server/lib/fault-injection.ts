import { createMiddleware } from "hono/factory";
import type { AppBindings } from "@/server/lib/app-context";

export const FAULT_INJECTION_HEADER = "x-fault-injection";

/** The API route a request is for: the first path segment after /api ("contact" for /api/contact). */
export function getApiRouteName(path: string): string {
  return path.replace(/^\/api\/?/, "").split("/")[0] ?? "";
}

/**
 * Test-only (FAULT_INJECTION=on): a request whose `x-fault-injection` header names its route fails
 * with an ordinary error, so end-to-end tests see a real 500 from the real error path instead of
 * mocking our own code in the browser. When disabled, the header is ignored.
 */
export function faultInjection(enabled: boolean) {
  return createMiddleware<AppBindings>(async (c, next) => {
    if (enabled) {
      const target = c.req.header(FAULT_INJECTION_HEADER);
      if (target && target === getApiRouteName(c.req.path)) {
        throw new Error(`Injected fault for the "${target}" route`);
      }
    }
    await next();
  });
}
