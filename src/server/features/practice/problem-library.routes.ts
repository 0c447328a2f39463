import { Hono } from "hono";
import { GENERATION_ERRORS, getGenerationArgs } from "@/server/ai/lab-generation";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { openLibraryProblemParamsSchema } from "@/shared/schemas/problem-library";
import { getProblemCatalogue, openLibraryProblem } from "./problem-library.service";

const route = documentRoutes("Practice", "user");

/** The Problem Library: /api/practice/library… (mounted by practice.routes.ts; every route needs a session). */
export const problemLibraryRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** Never a problem's statement, tests or solutions: the catalogue's rows and the curated lists. */
  .get(
    "/library",
    route({
      summary: "The problem library with the user's status",
      success: { status: 200, description: "`{problems, lists}`: every library and generated problem, the lists" },
    }),
    async (c) => {
      const { db, user, clock, getLibrary } = c.var;
      return c.json(await getProblemCatalogue({ db, userId: user.id, now: clock(), library: getLibrary }));
    },
  )
  /** The user's problem for a library slug, created (as Generate creates one) or reused, and started. */
  .post(
    "/library/:slug/open",
    route({
      summary: "Open a library problem",
      errors: ["NOT_FOUND", ...GENERATION_ERRORS],
      success: { status: 200, description: "`{problem, isCreated}`: the user's problem for that slug" },
    }),
    validate("param", openLibraryProblemParamsSchema),
    async (c) => {
      const args = getGenerationArgs(c, c.req.valid("param"));
      return c.json(await openLibraryProblem({ ...args, library: c.var.getLibrary }));
    },
  );
