import { useSyncExternalStore } from "react";
import { type CookiePreferences, parseConsentCookie, serializeConsentCookie } from "../lib/consent-cookie";

// document.cookie has no change event: every writer in this tab goes through saveCookieConsent,
// which tells the subscribers, so the banner and the Cookie Policy page agree.
const listeners = new Set<() => void>();
let cachedHeader: string | undefined;
let cachedConsent: CookiePreferences | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getConsentSnapshot(): CookiePreferences | null {
  // A stable object while the cookie string is unchanged, as useSyncExternalStore requires.
  if (document.cookie !== cachedHeader) {
    cachedHeader = document.cookie;
    cachedConsent = parseConsentCookie(cachedHeader);
  }
  return cachedConsent;
}

export function saveCookieConsent(preferences: CookiePreferences) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox; the value is built and escaped by serializeConsentCookie
  document.cookie = serializeConsentCookie(preferences, { secure: window.location.protocol === "https:" });
  for (const listener of listeners) listener();
}

/** The visitor's saved cookie choice, or null before they have made one. */
export function useCookieConsent() {
  return useSyncExternalStore(subscribe, getConsentSnapshot, () => null);
}
