import { Hono } from "hono";
import type { OpenAPIV3_1 } from "openapi-types";
import { describeAuthPaths } from "@/server/auth/auth.openapi";
import type { AppBindings } from "@/server/lib/app-context";
import { type DescribedApp, documentRoutes, generateOpenApiDocument } from "@/server/lib/openapi";

/**
 * GET /api/openapi.json: the route table of the app `getApp` returns (the app that mounts this router,
 * hence the function), made once on the first request. Public: the /api-docs page renders it.
 */
export function createApiDocsRoutes(getApp: () => DescribedApp) {
  let document: Promise<OpenAPIV3_1.Document> | undefined;
  return new Hono<AppBindings>().get(
    "/",
    documentRoutes(
      "Public",
      "public",
    )({
      summary: "This API's OpenAPI 3.1 document",
      success: { status: 200, description: "The document the /api-docs page shows" },
    }),
    async (c) => {
      document ??= generateOpenApiDocument(getApp(), describeAuthPaths());
      c.header("Cache-Control", "public, max-age=300");
      return c.json(await document);
    },
  );
}
