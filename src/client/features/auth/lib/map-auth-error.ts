/** Where an error happened: a failed sign-in gets the login-specific rate-limit text. */
export type AuthErrorContext = "sign-in" | "default";

export const AUTH_ERROR_MESSAGES = {
  invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
  emailNotConfirmed: "Please check your email and click the confirmation link before signing in.",
  userAlreadyRegistered: "An account with this email already exists. Please sign in instead.",
  signupDisabled: "New registrations are currently disabled. Please contact support.",
  passwordTooShort:
    "Password must be at least 8 characters long and include an uppercase letter, a lowercase letter, a number and a special character.",
  invalidEmailFormat: "Please enter a valid email address.",
  rateLimited: "Too many requests. Please wait a few minutes before trying again.",
  wrongEmailOrPassword: "The email or password you entered is incorrect. Please try again.",
  tooManyLoginAttempts: "Too many login attempts. Please wait a few minutes before trying again.",
  network: "Network error. Please check your internet connection and try again.",
  invalidResetLink: "This password reset link is invalid, expired or already used. Please request a new one.",
  invalidTwoFactorCode: "That code is not valid. Please check it and try again.",
  twoFactorLocked: "Too many incorrect codes. Please wait a few minutes, then sign in again.",
  twoFactorExpired: "Your sign-in attempt timed out. Please sign in again.",
  reauthenticate: "For your security, please sign in again before making this change.",
  emailIssue: "There is an issue with your email address. Please check it and try again.",
  passwordIssue: "There is an issue with your password. Please check it and try again.",
  unknown: "Something went wrong. Please try again or contact support if the problem persists.",
  empty: "An unexpected error occurred",
} as const;

type ErrorFacts = { code: string; message: string; status: number };

/** Better Auth answers `{ code, message, status }`; fetch throws Errors; older code throws strings. */
function readErrorFacts(error: unknown): ErrorFacts | undefined {
  if (error === null || error === undefined || error === "") return undefined;
  if (typeof error === "string") return { code: "", message: error, status: 0 };
  if (typeof error !== "object") return undefined;
  const record = error as Record<string, unknown>;
  const facts = {
    code: typeof record.code === "string" ? record.code : "",
    message: typeof record.message === "string" ? record.message : "",
    status: typeof record.status === "number" ? record.status : 0,
  };
  return facts.code || facts.message || facts.status ? facts : undefined;
}

/**
 * Turns any authentication failure into the sentence the user sees: the product's exact
 * messages, checked in order, with Better Auth's codes read as the condition they stand for.
 */
export function mapAuthError(error: unknown, context: AuthErrorContext = "default"): string {
  const facts = readErrorFacts(error);
  if (!facts) return AUTH_ERROR_MESSAGES.empty;
  const { code, status } = facts;
  const message = facts.message.toLowerCase();

  if (message.includes("invalid login credentials") || code === "INVALID_EMAIL_OR_PASSWORD") {
    return AUTH_ERROR_MESSAGES.invalidCredentials;
  }
  if (message.includes("email not confirmed") || code === "EMAIL_NOT_VERIFIED") {
    return AUTH_ERROR_MESSAGES.emailNotConfirmed;
  }
  if (message.includes("user already registered") || code.startsWith("USER_ALREADY_EXISTS")) {
    return AUTH_ERROR_MESSAGES.userAlreadyRegistered;
  }
  if (
    message.includes("signup disabled") ||
    message.includes("signups not allowed") ||
    code.endsWith("SIGN_UP_DISABLED")
  ) {
    return AUTH_ERROR_MESSAGES.signupDisabled;
  }
  if (
    message.includes("password should be at least") ||
    message.includes("password must be at least") ||
    code === "PASSWORD_TOO_SHORT"
  ) {
    return AUTH_ERROR_MESSAGES.passwordTooShort;
  }
  if (message.includes("invalid email format") || message.includes("invalid format") || code === "INVALID_EMAIL") {
    return AUTH_ERROR_MESSAGES.invalidEmailFormat;
  }
  if (message.includes("rate limit")) return AUTH_ERROR_MESSAGES.rateLimited;
  if (message.includes("invalid email or password")) return AUTH_ERROR_MESSAGES.wrongEmailOrPassword;
  if (message.includes("too many requests") || status === 429 || code === "RATE_LIMITED") {
    return context === "sign-in" ? AUTH_ERROR_MESSAGES.tooManyLoginAttempts : AUTH_ERROR_MESSAGES.rateLimited;
  }
  if (message.includes("network") || message.includes("fetch")) return AUTH_ERROR_MESSAGES.network;

  // Better Auth conditions the table has no row for; each reads better than the generic email or
  // password sentence below.
  if (code === "INVALID_TOKEN" || code === "TOKEN_EXPIRED") return AUTH_ERROR_MESSAGES.invalidResetLink;
  if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE" || code === "OTP_HAS_EXPIRED") {
    return AUTH_ERROR_MESSAGES.invalidTwoFactorCode;
  }
  if (code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" || code === "ACCOUNT_TEMPORARILY_LOCKED") {
    return AUTH_ERROR_MESSAGES.twoFactorLocked;
  }
  if (code === "INVALID_TWO_FACTOR_COOKIE") return AUTH_ERROR_MESSAGES.twoFactorExpired;
  if (code === "SESSION_EXPIRED" || code === "SESSION_NOT_FRESH") return AUTH_ERROR_MESSAGES.reauthenticate;

  if (message.includes("email")) return AUTH_ERROR_MESSAGES.emailIssue;
  if (message.includes("password")) return AUTH_ERROR_MESSAGES.passwordIssue;
  return AUTH_ERROR_MESSAGES.unknown;
}
