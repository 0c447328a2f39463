import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { dismissAiNotice, getAiSetup } from "./ai-setup.service";

const route = documentRoutes("Workspace", "user");

/** GET /api/ai-setup and POST /api/ai-setup/notice/dismiss: whether a model is configured, and its notice. */
export const aiSetupRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get(
    "/",
    route({
      summary: "Whether this install has an AI model, and whether to show me the notice on connecting one",
      success: { status: 200, description: "`{hasAiProvider, isNoticeShown}`" },
    }),
    async (c) => c.json(await getAiSetup({ db: c.var.db, userId: c.var.user.id })),
  )
  .post(
    "/notice/dismiss",
    route({
      summary: "Dismiss the dashboard's notice on connecting an AI model, for good",
      success: { status: 200, description: "`{hasAiProvider, isNoticeShown: false}`" },
    }),
    async (c) => c.json(await dismissAiNotice({ db: c.var.db, userId: c.var.user.id, now: c.var.clock() })),
  );
