/** Every error code the API answers with, shared so the client can branch on them. */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "DUPLICATE",
  "CONFLICT",
  "AI_ACCESS_REQUIRED",
  "QUOTA_EXCEEDED",
  "LIBRARY_EXHAUSTED",
  "AI_FAILED",
  "AI_PROBLEM_UNVERIFIED",
  "PAYLOAD_TOO_LARGE",
  "CODE_TOO_LARGE",
  "PROBLEM_NOT_JUDGED",
  "SOLUTION_LOCKED",
  "RATE_LIMITED",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The JSON body of every failed API response. */
export type ApiErrorBody = {
  error: {
    code: ErrorCode;
    message: string;
    issues?: { path: (string | number)[]; message: string }[];
  };
};
