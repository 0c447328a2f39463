import { expect, test } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const SECRET = "a-secret-of-at-least-32-characters-for-tests";

test("a signed token names its user and switch, and only this server's secret verifies it", () => {
  const token = signUnsubscribeToken(SECRET, { userId: "user-1", preference: "practice" });
  expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: "user-1", preference: "practice" });
  expect(verifyUnsubscribeToken("another-secret-of-at-least-32-characters", token)).toBeNull();
});

test("an altered, forged or truncated token verifies as nothing", () => {
  const token = signUnsubscribeToken(SECRET, { userId: "user-1", preference: "practice" });
  const [payload, signature] = token.split(".") as [string, string];
  // The same signature on another switch or another user.
  const otherSwitch = Buffer.from(JSON.stringify(["user-1", "email"])).toString("base64url");
  const otherUser = Buffer.from(JSON.stringify(["user-2", "practice"])).toString("base64url");
  const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
  for (const forged of [
    `${otherSwitch}.${signature}`,
    `${otherUser}.${signature}`,
    `${payload}.${flipped}`,
    payload,
    `${payload}.`,
    `${payload}.${signature}.extra`,
    "",
    "not-a-token",
  ]) {
    expect(verifyUnsubscribeToken(SECRET, forged), forged).toBeNull();
  }
});

test("a correctly signed payload naming no mail switch is refused", () => {
  // Push has no mail to unsubscribe from; the check holds even for a payload signed with the secret.
  const token = signUnsubscribeToken(SECRET, { userId: "user-1", preference: "push" as "email" });
  expect(verifyUnsubscribeToken(SECRET, token)).toBeNull();
});
