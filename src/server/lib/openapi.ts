import type { Env, Hono, MiddlewareHandler } from "hono";
import { describeRoute, generateSpecs } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { ERROR_STATUS } from "@/server/lib/app-error";
import type { ErrorCode } from "@/shared/error-codes";

// The route table (docs/decisions/008-one-route-table.md): every /api route carries a `describeRoute` next
// to its handler, and our `validate` (lib/validate.ts) lends its zod schema to the same document, so
// /api/openapi.json, the /api-docs page and the tests that walk every route (tests/integration/api-*.test.ts)
// read one table.

/**
 * Who may call a route: anyone, a signed-in user (401 UNAUTHORIZED without a session), or a runner
 * (401 without the bearer RUNNER_TOKEN: features/runner-jobs).
 */
export type RouteAuth = "public" | "user" | "runner";

type RouteDoc = {
  summary: string;
  description?: string;
  /** Who may call it, when it differs from the router's. */
  auth?: RouteAuth;
  /** The codes the route itself may answer; UNAUTHORIZED, VALIDATION_FAILED and the body limit are added. */
  errors?: readonly ErrorCode[];
  /** The success answer: its status, what it holds and (when it is not JSON) its media type. */
  success: { status: 200 | 201 | 202 | 204; description: string; media?: string };
};

/** Operation fields the document keeps for its readers and tests (OpenAPI allows any `x-` field). */
export const AUTH_FIELD = "x-auth";
export const ERRORS_FIELD = "x-error-codes";

/** Stands in for hono-openapi's default 400 on validated routes; replaced by ours in the document. */
const VALIDATED = "__validated__";

/**
 * `describeRoute` for one router: `const route = documentRoutes("Practice", "user")`, then
 * `route({ summary, errors, success })` in each route's chain, before its validators and handler.
 */
export function documentRoutes(tag: string, routerAuth: RouteAuth) {
  // Generic in the router's env and path, as Hono's own middleware are, so the chain keeps its types.
  return <E extends Env, P extends string>({
    summary,
    description,
    auth = routerAuth,
    errors = [],
    success,
  }: RouteDoc): MiddlewareHandler<E, P> =>
    describeRoute({
      // OpenAPI's `x-` fields: hono-openapi's type does not list them, and it copies them as they are.
      ...({ [AUTH_FIELD]: auth, [ERRORS_FIELD]: errors } as object),
      tags: [tag],
      summary,
      ...(description ? { description } : {}),
      security: auth === "user" ? [{ session: [] }] : auth === "runner" ? [{ runnerToken: [] }] : [],
      responses: {
        [success.status]: {
          description: success.description,
          ...(success.status === 204 ? {} : { content: { [success.media ?? "application/json"]: {} } }),
        },
      },
    });
}

/** `{error: {code, message, issues?}}` with the codes one status can carry. */
export function describeErrorResponse(codes: ErrorCode[]): OpenAPIV3_1.ResponseObject {
  return {
    description: codes.join(", "),
    content: {
      "application/json": {
        schema: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["code", "message"],
              properties: {
                code: { type: "string", enum: codes },
                message: { type: "string", description: "A sentence a person can read." },
                issues: {
                  type: "array",
                  description: "VALIDATION_FAILED only: every problem found, each with the path of its field.",
                  items: {
                    type: "object",
                    required: ["path", "message"],
                    properties: {
                      path: { type: "array", items: { type: ["string", "number"] } },
                      message: { type: "string" },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}

type Operation = OpenAPIV3_1.OperationObject & { [AUTH_FIELD]?: RouteAuth; [ERRORS_FIELD]?: ErrorCode[] };

/** The error codes an operation may answer, from its description and what the table knows of it. */
function collectErrorCodes(operation: Operation, isValidated: boolean): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (isValidated) codes.add("VALIDATION_FAILED");
  // Hono answers a body that is not JSON "Malformed JSON in request body" (app.ts: BAD_REQUEST).
  if (operation.requestBody) codes.add("BAD_REQUEST").add("PAYLOAD_TOO_LARGE");
  if (operation[AUTH_FIELD] === "user" || operation[AUTH_FIELD] === "runner") codes.add("UNAUTHORIZED");
  for (const code of operation[ERRORS_FIELD] ?? []) codes.add(code);
  operation[ERRORS_FIELD] = [...codes];
  return [...codes];
}

/** Turns the table's error codes into one response per status, beside the success answer. */
function addErrorResponses(operation: Operation) {
  const responses = (operation.responses ?? {}) as Record<string, OpenAPIV3_1.ResponseObject>;
  const isValidated = responses["400"]?.description === VALIDATED;
  delete responses["400"];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of collectErrorCodes(operation, isValidated)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = describeErrorResponse(codes);
  }
  operation.responses = responses;
}

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/** Any app: the document reads only its `routes`. */
// biome-ignore lint/suspicious/noExplicitAny: an app of any bindings and routes can be described
export type DescribedApp = Hono<any, any, any>;

/** The OpenAPI document of every described route of `app`, plus `extraPaths` written by hand (Better Auth's). */
export async function generateOpenApiDocument(
  app: DescribedApp,
  extraPaths: OpenAPIV3_1.PathsObject,
): Promise<OpenAPIV3_1.Document> {
  const spec = await generateSpecs(app, {
    documentation: {
      info: {
        title: "PrepPilot API",
        version: "1.0.0",
        description:
          "Every answer is JSON. A failure is `{error: {code, message, issues?}}`; signed-in routes read the " +
          "session cookie Better Auth sets on sign-in, and state-changing requests must send the app's Origin.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
          runnerToken: { type: "http", scheme: "bearer", description: "RUNNER_TOKEN, held by the runners only" },
        },
      },
    },
    defaultValidationErrorResponse: { description: VALIDATED },
    // Not a static file: /api/openapi.json itself belongs in the table.
    excludeStaticFile: false,
  });
  for (const item of Object.values(spec.paths as OpenAPIV3_1.PathsObject)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) addErrorResponses(operation as Operation);
    }
  }
  return { ...spec, paths: { ...spec.paths, ...extraPaths } } as OpenAPIV3_1.Document;
}
