import type { PlanChange, UserListEntry } from "@/server/features/admin";

export function formatPlanChange(change: PlanChange): string {
  if (change.plan === "none") return `Removed the subscription of ${change.email}: ${change.planLabel}`;
  return `${change.email} is now on ${change.planLabel}: ${change.statusText}`;
}

/** A plain-text table with aligned columns, oldest user first. */
export function formatUserTable(users: readonly UserListEntry[]): string {
  if (users.length === 0) return "No users yet.";
  const rows = [
    ["EMAIL", "NAME", "PLAN", "STATUS", "CREATED"],
    ...users.map((user) => [user.email, user.name, user.plan, user.status, user.createdAt.slice(0, 10)]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
