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

/**
 * Codes of a database that cannot be reached: the socket's (node-postgres), and PostgreSQL's classes
 * 08 (connection exception) and 57P (operator intervention: shutdown, restart, starting up).
 */
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

/**
 * True when a database error says the database cannot be reached right now (PostgreSQL stopped,
 * restarting or failing over), as opposed to a query it refused: answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isRecord(current); depth++) {
    const code = current.code;
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08") || code.startsWith("57P"))) {
      return true;
    }
    const message = current.message;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current = current.cause;
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
