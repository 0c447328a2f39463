import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { STAR_STORY_LIMITS, starStoryInputSchema } from "@/shared/schemas/star-stories";
import { createStarStory, deleteStarStory, listStarStories, updateStarStory } from "./star-stories.service";

const route = documentRoutes("Story bank", "user");

/** /api/star-stories: the signed-in user's STAR stories for behavioral rounds. */
export const starStoriesRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get(
    "/",
    route({ summary: "My STAR stories", success: { status: 200, description: "`{stories}`, oldest first" } }),
    async (c) => {
      const stories = await listStarStories({ db: c.var.db, userId: c.var.user.id });
      return c.json({ stories });
    },
  )
  .post(
    "/",
    route({
      summary: "Add a STAR story",
      description: `A bank holds at most ${STAR_STORY_LIMITS.stories} stories: one more answers 409 \`CONFLICT\`.`,
      errors: ["CONFLICT"],
      success: { status: 201, description: "`{story}`" },
    }),
    validate("json", starStoryInputSchema),
    async (c) => {
      const input = c.req.valid("json");
      const story = await createStarStory({ db: c.var.db, userId: c.var.user.id, input, now: c.var.clock() });
      return c.json({ story }, 201);
    },
  )
  .put(
    "/:id",
    route({
      summary: "Replace a STAR story",
      errors: ["NOT_FOUND"],
      success: { status: 200, description: "`{story}`" },
    }),
    validate("json", starStoryInputSchema),
    async (c) => {
      const story = await updateStarStory({
        db: c.var.db,
        userId: c.var.user.id,
        id: c.req.param("id"),
        input: c.req.valid("json"),
        now: c.var.clock(),
      });
      return c.json({ story });
    },
  )
  .delete(
    "/:id",
    route({ summary: "Delete a STAR story", errors: ["NOT_FOUND"], success: { status: 204, description: "Deleted" } }),
    async (c) => {
      await deleteStarStory({ db: c.var.db, userId: c.var.user.id, id: c.req.param("id") });
      return c.body(null, 204);
    },
  );
