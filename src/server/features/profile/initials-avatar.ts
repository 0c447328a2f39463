// The fallback profile picture (docs/product-decisions.md): initials on a colour derived from the name, made by
// our server so no name ever leaves for an external avatar service.

const INITIALS_AVATAR_SIZE = 150;

/** Dark enough for white text (contrast at least 4.5:1). */
const COLOURS = [
  "#1d4ed8",
  "#4338ca",
  "#6d28d9",
  "#a21caf",
  "#be185d",
  "#b91c1c",
  "#c2410c",
  "#15803d",
  "#0f766e",
  "#0e7490",
  "#0369a1",
  "#374151",
] as const;

/** Up to two letters: the first of the first and of the last word ("Ada Lovelace" → "AL"). */
export function getInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char)))
    .filter((char): char is string => char !== undefined);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : "";
  return `${first}${last}`.toUpperCase();
}

/** The same name always gets the same colour (FNV-1a over the trimmed, lower-cased name). */
export function getAvatarColour(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return COLOURS[hash % COLOURS.length] ?? COLOURS[0];
}

export function renderInitialsAvatar(name: string): string {
  const size = INITIALS_AVATAR_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" fill="${getAvatarColour(name)}"/>`,
    `<text x="50%" y="50%" dy=".1em" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="60" font-weight="600" text-anchor="middle" dominant-baseline="middle">${escapeXml(getInitials(name))}</text>`,
    "</svg>",
  ].join("");
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
