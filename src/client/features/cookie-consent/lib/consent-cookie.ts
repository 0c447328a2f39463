/** The first-party cookie that remembers the visitor's choice; it is essential, so it needs no consent. */
export const CONSENT_COOKIE_NAME = "pp_cookie_consent";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export type CookiePreferences = { essential: true; analytics: boolean; marketing: boolean; preferences: boolean };
export type CookieCategory = keyof CookiePreferences;

/** What the Cookie Policy's switches show before a choice is saved: the product's defaults. */
export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  essential: true,
  analytics: true,
  marketing: false,
  preferences: true,
};

export const ALL_COOKIES: CookiePreferences = { essential: true, analytics: true, marketing: true, preferences: true };
export const ESSENTIAL_COOKIES_ONLY: CookiePreferences = {
  essential: true,
  analytics: false,
  marketing: false,
  preferences: false,
};

/**
 * The saved choice in a `document.cookie` string, or null when there is none or it cannot be
 * trusted (hand-edited, truncated, an older shape): the visitor is then simply asked again.
 */
export function parseConsentCookie(cookieHeader: string): CookiePreferences | null {
  const prefix = `${CONSENT_COOKIE_NAME}=`;
  const raw = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  try {
    return readPreferences(JSON.parse(decodeURIComponent(raw)));
  } catch {
    return null;
  }
}

/**
 * The four choices out of a parsed cookie value, or null when its shape is wrong. Checked by hand
 * rather than with zod: this runs on every page, and zod would add ~24 KiB (gzipped) to the first download.
 */
function readPreferences(value: unknown): CookiePreferences | null {
  if (typeof value !== "object" || value === null) return null;
  const { essential, analytics, marketing, preferences } = value as Record<string, unknown>;
  if (essential !== true) return null;
  if (typeof analytics !== "boolean" || typeof marketing !== "boolean" || typeof preferences !== "boolean") return null;
  return { essential, analytics, marketing, preferences };
}

/** The `document.cookie` assignment that stores a choice for a year on the whole site. */
export function serializeConsentCookie(preferences: CookiePreferences, { secure }: { secure: boolean }): string {
  const value = encodeURIComponent(JSON.stringify(preferences));
  return `${CONSENT_COOKIE_NAME}=${value}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
