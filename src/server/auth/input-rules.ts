import { APIError, createAuthMiddleware } from "better-auth/api";
import type { ZodType } from "zod";
import { emailSchema, fullNameSchema, newPasswordSchema, signUpInputSchema } from "@/shared/schemas/auth";

type Body = Record<string, unknown>;

/**
 * Better Auth `hooks.before`: the sign-in and sign-up rules hold on the server too, whatever the client
 * sent, with the same messages as the forms; names and addresses are stored trimmed (and lower-cased).
 */
export const checkAuthInput = createAuthMiddleware(async (ctx) => {
  const request = ctx.request;
  // Better Auth checks the Origin only when a cookie is sent; a state-changing call without one is
  // refused too, so no cross-site form or script can sign anyone in or up.
  if (request && request.method === "POST" && !request.headers.get("origin")) {
    throw new APIError("FORBIDDEN", { message: "Missing or null Origin", code: "MISSING_OR_NULL_ORIGIN" });
  }
  const body: Body = ctx.body && typeof ctx.body === "object" ? ctx.body : {};
  switch (ctx.path) {
    case "/sign-up/email": {
      const input = parseOrThrow(signUpInputSchema, {
        name: body.name ?? "",
        email: body.email ?? "",
        password: body.password ?? "",
      });
      return withBody({ ...body, name: input.name, email: input.email });
    }
    case "/reset-password":
    case "/change-password":
      parseOrThrow(newPasswordSchema, body.newPassword ?? "");
      return;
    case "/update-user":
      if (body.name === undefined) return;
      return withBody({ ...body, name: parseOrThrow(fullNameSchema, body.name) });
    case "/sign-in/email":
    case "/request-password-reset": {
      const email = emailSchema.safeParse(body.email);
      return email.success ? withBody({ ...body, email: email.data }) : undefined;
    }
  }
});

function parseOrThrow<Output>(schema: ZodType<Output>, value: unknown): Output {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new APIError("BAD_REQUEST", {
    message: result.error.issues[0]?.message ?? "Invalid input",
    code: "VALIDATION_FAILED",
  });
}

function withBody(body: Body) {
  return { context: { body } };
}
