import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { studyConceptInputSchema } from "@/shared/schemas/concept-study";
import { getConceptStudy, listLibraryConcepts, studyConcept } from "./concept-study.service";

const route = documentRoutes("System design", "user");

/** The System Design Lab's Concept Library: /api/design/concepts (every route needs a session). */
export const conceptStudyRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** Each concept with the library scenarios that need it (the texts are in src/shared/design/concept-texts.ts). */
  .get(
    "/",
    route({
      summary: "The Concept Library",
      success: { status: 200, description: "`{concepts}`: each concept with the library scenarios that need it" },
    }),
    async (c) => {
      const concepts = listLibraryConcepts(await c.var.getLibrary());
      return c.json({ concepts });
    },
  )
  /** The signed-in user's study of the concepts: minutes in all and per concept. */
  .get(
    "/study",
    route({
      summary: "My concept study",
      success: { status: 200, description: "`{study}`: minutes in all and per concept" },
    }),
    async (c) => {
      const study = await getConceptStudy({ db: c.var.db, userId: c.var.user.id });
      return c.json({ study });
    },
  )
  /** One reading of a concept, sent when its panel closes: 200 {study, isCounted}; 404 for an unknown concept. */
  .post(
    "/:id/study",
    route({
      summary: "Record one reading of a concept",
      errors: ["NOT_FOUND"],
      success: { status: 200, description: "`{study, isCounted}`" },
    }),
    validate("json", studyConceptInputSchema),
    async (c) => {
      const { seconds, tz } = c.req.valid("json");
      const result = await studyConcept({
        db: c.var.db,
        userId: c.var.user.id,
        conceptId: c.req.param("id"),
        seconds,
        timeZone: tz,
        now: c.var.clock(),
      });
      return c.json(result);
    },
  );
