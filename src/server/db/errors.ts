import { AppError } from "@/server/lib/app-error";

const UNIQUE_VIOLATION = "23505";

/**
 * True when a database error (node-postgres, PGlite, or Drizzle's wrapper around either) is a
 * unique-constraint violation. Features never parse driver errors themselves.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isRecord(current); depth++) {
    if (current.code === UNIQUE_VIOLATION) return true;
    current = current.cause;
  }
  return false;
}

/** A `.catch()` handler that turns a unique violation into the app's DUPLICATE error. */
export function duplicateAs(message: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError("DUPLICATE", { message, cause: error });
    throw error;
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
