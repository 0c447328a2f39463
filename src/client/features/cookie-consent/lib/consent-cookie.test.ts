import { expect, test } from "vitest";
import {
  CONSENT_COOKIE_NAME,
  DEFAULT_COOKIE_PREFERENCES,
  parseConsentCookie,
  serializeConsentCookie,
} from "./consent-cookie";

const saved = { essential: true, analytics: false, marketing: true, preferences: false } as const;

function cookieHeaderFor(assignment: string) {
  return assignment.split(";")[0] ?? "";
}

test("reads back a choice it wrote, among other cookies", () => {
  const assignment = serializeConsentCookie(saved, { secure: false });
  expect(parseConsentCookie(`theme=dark; ${cookieHeaderFor(assignment)}; other=1`)).toEqual(saved);
});

test("writes a one-year, site-wide, SameSite=Lax cookie, Secure only over https", () => {
  const plain = serializeConsentCookie(DEFAULT_COOKIE_PREFERENCES, { secure: false });
  expect(plain).toMatch(new RegExp(`^${CONSENT_COOKIE_NAME}=`));
  expect(plain).toContain("; Max-Age=31536000; Path=/; SameSite=Lax");
  expect(plain).not.toContain("Secure");
  expect(serializeConsentCookie(DEFAULT_COOKIE_PREFERENCES, { secure: true })).toMatch(/; Secure$/);
});

test("no consent cookie means no choice yet", () => {
  expect(parseConsentCookie("")).toBeNull();
  expect(parseConsentCookie("theme=dark; session=abc")).toBeNull();
});

test("a malformed consent cookie counts as no choice instead of throwing", () => {
  const malformed = [
    `${CONSENT_COOKIE_NAME}=not-json`,
    `${CONSENT_COOKIE_NAME}=%7B%22essential%22`,
    `${CONSENT_COOKIE_NAME}=%E0%A4%A`,
    `${CONSENT_COOKIE_NAME}=${encodeURIComponent("[]")}`,
    `${CONSENT_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ analytics: "yes" }))}`,
    `${CONSENT_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ ...saved, essential: false }))}`,
    `${CONSENT_COOKIE_NAME}=`,
  ];
  for (const header of malformed)
    expect({ header, parsed: parseConsentCookie(header) }).toEqual({ header, parsed: null });
});

test("reads back only the four choices, whatever else the cookie holds", () => {
  const header = `${CONSENT_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ ...saved, tracking: true }))}`;
  expect(parseConsentCookie(header)).toEqual(saved);
});
