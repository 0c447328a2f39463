import { expect, test } from "vitest";
import { AUTH_ERROR_MESSAGES, mapAuthError } from "./map-auth-error";

// One test per authentication failure the product names, in the order they are checked.

test("invalid login credentials, and Better Auth's INVALID_EMAIL_OR_PASSWORD, ask to check the credentials", () => {
  expect(mapAuthError({ message: "Invalid login credentials" })).toBe(
    "Invalid email or password. Please check your credentials and try again.",
  );
  expect(mapAuthError({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password", status: 401 })).toBe(
    "Invalid email or password. Please check your credentials and try again.",
  );
});

test("an unconfirmed email asks the user to click the confirmation link", () => {
  const expected = "Please check your email and click the confirmation link before signing in.";
  expect(mapAuthError({ message: "Email not confirmed" })).toBe(expected);
  expect(mapAuthError({ code: "EMAIL_NOT_VERIFIED", message: "Email not verified", status: 403 })).toBe(expected);
});

test("an existing account sends the user to sign in", () => {
  const expected = "An account with this email already exists. Please sign in instead.";
  expect(mapAuthError({ message: "User already registered" })).toBe(expected);
  expect(mapAuthError({ code: "USER_ALREADY_EXISTS", message: "User already exists.", status: 422 })).toBe(expected);
  expect(mapAuthError({ code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", status: 422 })).toBe(expected);
});

test("disabled sign-ups point to support", () => {
  const expected = "New registrations are currently disabled. Please contact support.";
  expect(mapAuthError({ message: "Signup disabled" })).toBe(expected);
  expect(mapAuthError({ code: "EMAIL_PASSWORD_SIGN_UP_DISABLED", status: 400 })).toBe(expected);
});

test("a too-short password states our full strength rule, not the server's six characters", () => {
  const expected =
    "Password must be at least 8 characters long and include an uppercase letter, a lowercase letter, a number and a special character.";
  expect(mapAuthError({ message: "Password should be at least 6 characters" })).toBe(expected);
  expect(mapAuthError({ code: "PASSWORD_TOO_SHORT", message: "Password too short", status: 400 })).toBe(expected);
});

test("a malformed email asks for a valid address", () => {
  expect(mapAuthError({ message: "Unable to validate email address: invalid format" })).toBe(
    "Please enter a valid email address.",
  );
  expect(mapAuthError({ code: "INVALID_EMAIL", message: "Invalid email", status: 400 })).toBe(
    "Please enter a valid email address.",
  );
});

test("an email rate limit, or any message about a rate limit, asks the user to wait", () => {
  const expected = "Too many requests. Please wait a few minutes before trying again.";
  expect(mapAuthError({ message: "Email rate limit exceeded" })).toBe(expected);
  expect(mapAuthError({ message: "Sign-up rate limit reached" }, "sign-in")).toBe(expected);
});

test("the plain message 'Invalid email or password' says the pair is incorrect", () => {
  expect(mapAuthError({ message: "Invalid email or password" })).toBe(
    "The email or password you entered is incorrect. Please try again.",
  );
});

test("too many requests, or HTTP 429, names login attempts on sign-in and requests elsewhere", () => {
  const betterAuth429 = { message: "Too many requests. Please try again later.", status: 429 };
  expect(mapAuthError(betterAuth429, "sign-in")).toBe(
    "Too many login attempts. Please wait a few minutes before trying again.",
  );
  expect(mapAuthError(betterAuth429)).toBe("Too many requests. Please wait a few minutes before trying again.");
  expect(mapAuthError({ status: 429, statusText: "Too Many Requests" }, "sign-in")).toBe(
    AUTH_ERROR_MESSAGES.tooManyLoginAttempts,
  );
  expect(mapAuthError({ code: "RATE_LIMITED", message: "Slow down." })).toBe(AUTH_ERROR_MESSAGES.rateLimited);
});

test("network failures, and messages about network or fetch, ask to check the connection", () => {
  const expected = "Network error. Please check your internet connection and try again.";
  expect(mapAuthError({ message: "Network request failed" })).toBe(expected);
  expect(mapAuthError(new TypeError("Failed to fetch"))).toBe(expected);
  expect(mapAuthError(new TypeError("NetworkError when attempting to fetch resource."))).toBe(expected);
});

test("other messages about the email or the password name the field at fault", () => {
  expect(mapAuthError({ message: "Email address is blocked" })).toBe(
    "There is an issue with your email address. Please check it and try again.",
  );
  expect(mapAuthError({ code: "INVALID_PASSWORD", message: "Invalid password", status: 400 })).toBe(
    "There is an issue with your password. Please check it and try again.",
  );
});

test("anything else gets the generic sentence", () => {
  expect(mapAuthError({ message: "Database is on fire", status: 500 })).toBe(
    "Something went wrong. Please try again or contact support if the problem persists.",
  );
  expect(mapAuthError("boom")).toBe(AUTH_ERROR_MESSAGES.unknown);
});

test("an empty error says an unexpected error occurred", () => {
  expect(mapAuthError(null)).toBe("An unexpected error occurred");
  expect(mapAuthError(undefined)).toBe("An unexpected error occurred");
  expect(mapAuthError("")).toBe("An unexpected error occurred");
  expect(mapAuthError({})).toBe("An unexpected error occurred");
});

test("an invalid or expired reset token says the link cannot be used and how to get a new one", () => {
  expect(mapAuthError({ code: "INVALID_TOKEN", message: "Invalid token", status: 400 })).toBe(
    "This password reset link is invalid, expired or already used. Please request a new one.",
  );
});

test("a wrong two-factor code, and too many of them, get their own messages", () => {
  expect(mapAuthError({ code: "INVALID_CODE", message: "Invalid code", status: 401 })).toBe(
    AUTH_ERROR_MESSAGES.invalidTwoFactorCode,
  );
  expect(mapAuthError({ code: "INVALID_BACKUP_CODE", status: 401 })).toBe(AUTH_ERROR_MESSAGES.invalidTwoFactorCode);
  expect(mapAuthError({ code: "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE", status: 400 })).toBe(
    AUTH_ERROR_MESSAGES.twoFactorLocked,
  );
  expect(mapAuthError({ code: "INVALID_TWO_FACTOR_COOKIE", status: 401 })).toBe(AUTH_ERROR_MESSAGES.twoFactorExpired);
});
