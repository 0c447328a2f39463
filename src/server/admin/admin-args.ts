import { ADMIN_PLANS, DAYS_MESSAGE, type SetPlanInput, setPlanInputSchema } from "@/server/features/admin";
import { INBOX_USAGE, type InboxCommand, isInboxCommandName, parseInboxArgs } from "./admin-inbox";

export type AdminCommand = { name: "plan"; input: SetPlanInput } | { name: "users" } | { name: "help" } | InboxCommand;

export const ADMIN_USAGE = [
  "Usage:",
  `  npm run admin -- plan <email> <${ADMIN_PLANS.join("|")}> [--days N]`,
  "      trial: a trial ending in N days (default 14); a paid plan: active for N days (default 30);",
  "      --days 0 ends either now, so it is already expired;",
  "      none: removes the subscription",
  "  npm run admin -- users      lists every user: email, name, plan, status, created",
  INBOX_USAGE,
].join("\n");

/** Reads the command line; a mistake throws an Error whose message is the one line to print. */
export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") return { name: "help" };
  if (name === "users") {
    if (rest.length > 0) throw new Error(`"users" takes no arguments, got "${rest.join(" ")}"`);
    return { name: "users" };
  }
  if (isInboxCommandName(name)) return parseInboxArgs(name, rest);
  if (name !== "plan") {
    throw new Error(
      `Unknown command "${name}": use "plan", "users", "messages" or "subscribers" (npm run admin -- help)`,
    );
  }

  const positional: string[] = [];
  let days: string | undefined;
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index] ?? "";
    if (arg === "--days") {
      days = rest[++index];
      if (days === undefined) throw new Error(`${DAYS_MESSAGE}, got nothing`);
    } else if (arg.startsWith("--days=")) {
      days = arg.slice("--days=".length);
    } else if (arg.startsWith("--")) {
      throw new Error(`Unknown option "${arg}": the only option is --days N`);
    } else {
      positional.push(arg);
    }
  }
  const [email, plan, ...extra] = positional;
  if (!email || !plan)
    throw new Error("plan needs an email and a plan: npm run admin -- plan <email> <plan> [--days N]");
  if (extra.length > 0) throw new Error(`Unexpected argument "${extra.join(" ")}"`);
  if (days !== undefined && !/^\d+$/.test(days)) throw new Error(`${DAYS_MESSAGE}, got "${days}"`);

  const result = setPlanInputSchema.safeParse({ email, plan, days: days === undefined ? undefined : Number(days) });
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? "Invalid arguments";
    throw new Error(message === DAYS_MESSAGE ? `${DAYS_MESSAGE}, got "${days}"` : message);
  }
  return { name: "plan", input: result.data };
}
