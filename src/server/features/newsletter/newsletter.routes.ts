import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { rateLimitByClient } from "@/server/lib/rate-limit";
import { validate } from "@/server/lib/validate";
import { newsletterSubscribeInputSchema } from "@/shared/schemas/newsletter";
import { createNewsletterSubscription } from "./newsletter.service";

const NEWSLETTER_RATE_LIMIT = {
  name: "newsletter",
  limit: 10,
  windowMs: 60_000,
  message: "Too many requests. Please wait a minute and try again.",
};

export const newsletterRoutes = new Hono<AppBindings>()
  /** Subscribes a visitor; no account needed, so it is limited per client address. */
  .post(
    "/",
    documentRoutes(
      "Public",
      "public",
    )({
      summary: "Subscribe to the newsletter",
      // A repeat is refused with 409: the address is already on the list.
      errors: ["DUPLICATE", "RATE_LIMITED"],
      success: { status: 201, description: "`{subscribed: true}`" },
    }),
    rateLimitByClient(NEWSLETTER_RATE_LIMIT),
    validate("json", newsletterSubscribeInputSchema),
    async (c) => {
      const { email } = c.req.valid("json");
      await createNewsletterSubscription({ db: c.var.db, email });
      return c.json({ subscribed: true as const }, 201);
    },
  );
