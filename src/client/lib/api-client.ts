import { hc } from "hono/client";
import type { AppType } from "@/server/app";
import type { ApiErrorBody, ErrorCode } from "@/shared/error-codes";

/** The typed API client: routes and response types come from the server's `AppType`. */
export const api = hc<AppType>("/", { init: { credentials: "same-origin" } }).api;

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues: NonNullable<ApiErrorBody["error"]["issues"]> = [],
  ) {
    super(message);
  }
}

/** Reads a response's JSON, or throws an `ApiError` with the server's code and message. */
export async function unwrap<T>(response: { ok: boolean; status: number; json(): Promise<T> }): Promise<T> {
  if (response.ok) return response.json();
  const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
  throw new ApiError(
    response.status,
    body?.error?.code ?? "INTERNAL",
    body?.error?.message ?? "Something went wrong. Please try again.",
    body?.error?.issues,
  );
}
