import { createHmac, timingSafeEqual } from "node:crypto";
import { type MailSwitch, mailSwitchSchema } from "@/shared/schemas/notifications";

// The unsubscribe link of every notification mail: a token naming the user and the one switch the
// mail depends on, signed with the server's auth secret (HMAC-SHA256), so the link works without
// signing in and cannot be altered to turn off another switch or another user's.

const PURPOSE = "preppilot-unsubscribe-v1";

export type UnsubscribeClaim = { userId: string; preference: MailSwitch };

export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify([claim.userId, claim.preference])).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The claim of a token this server signed, or null for anything else (altered, forged, truncated). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [userId, preference] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown[];
    const parsed = mailSwitchSchema.safeParse(preference);
    if (typeof userId !== "string" || !parsed.success) return null;
    return { userId, preference: parsed.data };
  } catch {
    return null;
  }
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}.${payload}`).digest("base64url");
}
