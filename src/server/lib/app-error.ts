import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ErrorCode } from "@/shared/error-codes";

/** The status each code answers with unless the thrower says otherwise (also the OpenAPI document's). */
export const ERROR_STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  DUPLICATE: 409,
  CONFLICT: 409,
  AI_ACCESS_REQUIRED: 402,
  QUOTA_EXCEEDED: 429,
  LIBRARY_EXHAUSTED: 409,
  AI_FAILED: 502,
  AI_PROBLEM_UNVERIFIED: 502,
  PAYLOAD_TOO_LARGE: 413,
  CODE_TOO_LARGE: 413,
  PROBLEM_NOT_JUDGED: 409,
  SOLUTION_LOCKED: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

type AppErrorOptions = {
  message: string;
  status?: ContentfulStatusCode;
  issues?: ApiErrorBody["error"]["issues"];
  /** For RATE_LIMITED: seconds until a retry can succeed (sent as Retry-After). */
  retryAfterS?: number;
  cause?: unknown;
};

/** The one error type server code throws; `app.onError` turns it into the JSON error body. */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly issues: ApiErrorBody["error"]["issues"];
  readonly retryAfterS: number | undefined;

  constructor(code: ErrorCode, { message, status, issues, retryAfterS, cause }: AppErrorOptions) {
    super(message, { cause });
    this.code = code;
    this.status = status ?? ERROR_STATUS[code];
    this.issues = issues;
    this.retryAfterS = retryAfterS;
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) } };
  }
}
