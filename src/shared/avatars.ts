// Where profile pictures are served from: our own origin, never an external service.

export const AVATAR_API_PATH = "/api/avatars";

/** An uploaded picture; `version` (the upload time) changes the URL, so caches may keep each one forever. */
export function getUploadedAvatarPath(userId: string, version: Date): string {
  return `${AVATAR_API_PATH}/${encodeURIComponent(userId)}?v=${version.getTime()}`;
}

/** The generated initials picture for a name (or an email when there is no name). */
export function getInitialsAvatarPath(name: string): string {
  return `${AVATAR_API_PATH}/initials?name=${encodeURIComponent(name)}`;
}
