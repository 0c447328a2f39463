import { z } from "zod";

// The profile picture upload (POST /api/profile/avatar, multipart field "file").

/** Largest picture accepted, before the server resizes it. */
export const MAX_AVATAR_UPLOAD_BYTES = 2 * 1024 * 1024;

/** For the file input's accept attribute; the server checks the content itself, not this. */
export const AVATAR_ACCEPT = "image/png,image/jpeg,image/webp";

export const uploadAvatarInputSchema = z.object({
  file: z.instanceof(File, { error: 'Choose a picture to upload (multipart form field "file").' }),
});
export type UploadAvatarInput = z.infer<typeof uploadAvatarInputSchema>;
