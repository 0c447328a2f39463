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

export const CLOCK_OFFSET_HEADER = "x-clock-offset-ms";

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * The clock of a request, read from its headers: the app's own, or under fault injection the one its
 * `x-clock-offset-ms` header asks for (`offsetClock` below).
 */
export function requestClock(clock: () => Date, faultInjection: boolean) {
  return (header: (name: string) => string | undefined): (() => Date) =>
    faultInjection ? offsetClock(clock, header(CLOCK_OFFSET_HEADER)) : clock;
}

/**
 * Test-only (FAULT_INJECTION=on): the app's clock for one request, moved by its `x-clock-offset-ms`
 * header (whole milliseconds, at most a year either way), so an end-to-end test can reach the day a
 * review card falls due. Sign-in sessions keep real time. Any other header value leaves the clock.
 */
export function offsetClock(clock: () => Date, header: string | undefined): () => Date {
  if (!header || !/^-?\d{1,11}$/.test(header)) return clock;
  const offset = Number(header);
  if (Math.abs(offset) > YEAR_MS) return clock;
  return () => new Date(clock().getTime() + offset);
}
