import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { rateLimitByClient } from "@/server/lib/rate-limit";
import { validate } from "@/server/lib/validate";
import { contactInputSchema } from "@/shared/schemas/contact";
import { createContactSubmission, sendContactMails } from "./contact.service";

const contactRateLimit = rateLimitByClient({
  name: "contact",
  limit: 10,
  windowMs: 60_000,
  message: "Too many messages. Please wait a minute and try again.",
});

export const contactRoutes = new Hono<AppBindings>()
  /** A visitor's message from the contact page; no account needed. */
  .post(
    "/",
    documentRoutes(
      "Public",
      "public",
    )({
      summary: "Send a message to us",
      errors: ["RATE_LIMITED"],
      success: { status: 201, description: "`{id}` of the message" },
    }),
    contactRateLimit,
    validate("json", contactInputSchema),
    async (c) => {
      const submission = c.req.valid("json");
      const { id } = await createContactSubmission({ db: c.var.db, input: submission });
      // Stored first; the mails go out without holding up the answer, and a failure is only logged.
      void sendContactMails({
        mailer: c.var.mailer,
        inbox: c.var.contactInbox,
        submission,
        id,
        logger: c.var.logger,
        now: c.var.clock(),
      });
      return c.json({ id }, 201);
    },
  );
