import { z } from "zod";

/** The first-party cookie that remembers the visitor's choice; it is essential, so it needs no consent. */
export const CONSENT_COOKIE_NAME = "pp_cookie_consent";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const cookiePreferencesSchema = z.object({
  essential: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  preferences: z.boolean(),
});
export type CookiePreferences = z.infer<typeof cookiePreferencesSchema>;
export type CookieCategory = keyof CookiePreferences;

/** What the Cookie Policy's switches show before a choice is saved (spec section 2). */
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
    const parsed = cookiePreferencesSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The `document.cookie` assignment that stores a choice for a year on the whole site. */
export function serializeConsentCookie(preferences: CookiePreferences, { secure }: { secure: boolean }): string {
  const value = encodeURIComponent(JSON.stringify(cookiePreferencesSchema.parse(preferences)));
  return `${CONSENT_COOKIE_NAME}=${value}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
