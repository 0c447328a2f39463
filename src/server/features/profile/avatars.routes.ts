import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { uploadAvatarInputSchema } from "@/shared/schemas/avatar";
import { prepareAvatarImage } from "./avatar-image";
import { deleteAvatar, getAvatar, saveAvatar } from "./avatars.service";
import { renderInitialsAvatar } from "./initials-avatar";

/** A 2 MB picture plus the multipart envelope; app.ts exempts this route from the 64 KB JSON limit. */
const MAX_UPLOAD_BODY_BYTES = 2.5 * 1024 * 1024;

/** The URLs carry a version (or are derived from the query alone), so a browser may keep them. */
const CACHE_FOREVER = "private, max-age=31536000, immutable";

const initialsQuerySchema = z.object({ name: z.string().max(200, "name must be at most 200 characters").default("") });

const route = documentRoutes("Workspace", "user");

/** Serving pictures: GET /api/avatars/initials?name=… and GET /api/avatars/:userId?v=… */
export const avatarRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get(
    "/initials",
    route({
      summary: "An initials picture",
      success: { status: 200, description: "An SVG image", media: "image/svg+xml" },
    }),
    validate("query", initialsQuerySchema),
    (c) => {
      c.header("Content-Type", "image/svg+xml; charset=utf-8");
      c.header("Cache-Control", CACHE_FOREVER);
      return c.body(renderInitialsAvatar(c.req.valid("query").name));
    },
  )
  .get(
    "/:userId",
    route({
      summary: "My picture (another user's id answers 404)",
      errors: ["NOT_FOUND"],
      success: { status: 200, description: "A WebP image", media: "image/webp" },
    }),
    async (c) => {
      // Only the owner sees a picture: another user's id answers as if there were none.
      const avatar =
        c.req.param("userId") === c.var.user.id ? await getAvatar({ db: c.var.db, userId: c.var.user.id }) : null;
      if (!avatar) throw new AppError("NOT_FOUND", { message: "No such picture." });
      c.header("Content-Type", "image/webp");
      c.header("Cache-Control", c.req.query("v") ? CACHE_FOREVER : "private, no-cache");
      c.header("Last-Modified", avatar.updatedAt.toUTCString());
      return c.body(new Uint8Array(avatar.image));
    },
  );

/** Uploading and removing one's own picture: POST and DELETE /api/profile/avatar. */
export const profileAvatarRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .use(
    bodyLimit({
      maxSize: MAX_UPLOAD_BODY_BYTES,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", { message: "The picture must be 2 MB or smaller." });
      },
    }),
  )
  /** multipart/form-data with the picture in the field "file"; answers the new picture's URL. */
  .post(
    "/",
    route({
      summary: "Upload my picture (multipart field `file`, PNG, JPEG or WebP up to 2 MB)",
      success: { status: 201, description: "`{avatarUrl}`" },
    }),
    validate("form", uploadAvatarInputSchema),
    async (c) => {
      const { file } = c.req.valid("form");
      const image = await prepareAvatarImage(new Uint8Array(await file.arrayBuffer()));
      const { avatarUrl } = await saveAvatar({ db: c.var.db, userId: c.var.user.id, image, now: c.var.clock() });
      return c.json({ avatarUrl }, 201);
    },
  )
  .delete("/", route({ summary: "Remove my picture", success: { status: 204, description: "Removed" } }), async (c) => {
    await deleteAvatar({ db: c.var.db, userId: c.var.user.id, now: c.var.clock() });
    return c.body(null, 204);
  });
