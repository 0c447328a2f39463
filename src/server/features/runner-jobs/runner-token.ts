import { createHash, timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { AppError } from "@/server/lib/app-error";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Lets a request through only with `Authorization: Bearer <RUNNER_TOKEN>`: the runners' one credential.
 * Compared in constant time (on digests, which have one length); without a configured token no request is let through.
 */
export function requireRunnerToken(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  return createMiddleware(async (c, next) => {
    const given = c.req.header("authorization")?.match(/^Bearer (\S+)$/)?.[1];
    if (!expected || !given || !timingSafeEqual(digest(given), expected)) {
      throw new AppError("UNAUTHORIZED", { message: "A runner token is required." });
    }
    await next();
  });
}
