import { expect, test } from "vitest";
import { parseAdminArgs } from "./admin-args";
import { formatPlanChange, formatUserTable } from "./admin-output";

test("reads plan with and without --days, and users", () => {
  expect(parseAdminArgs(["plan", "ada@example.com", "trial"])).toEqual({
    name: "plan",
    input: { email: "ada@example.com", plan: "trial" },
  });
  expect(parseAdminArgs(["plan", "ada@example.com", "professional", "--days", "90"])).toEqual({
    name: "plan",
    input: { email: "ada@example.com", plan: "professional", days: 90 },
  });
  expect(parseAdminArgs(["plan", "--days=5", "ada@example.com", "none"])).toMatchObject({ input: { days: 5 } });
  expect(parseAdminArgs(["plan", "ada@example.com", "trial", "--days", "0"])).toMatchObject({ input: { days: 0 } });
  expect(parseAdminArgs(["users"])).toEqual({ name: "users" });
  expect(parseAdminArgs([])).toEqual({ name: "help" });
});

test("mistakes get one clear line", () => {
  const cases: [string[], string][] = [
    [
      ["plan", "ada@example.com", "gold"],
      'Unknown plan "gold": use one of trial, starter, professional, enterprise, none',
    ],
    [
      ["plan", "ada@example.com", "trial", "--days", "abc"],
      '--days must be a whole number of days from 0 to 3650, got "abc"',
    ],
    [
      ["plan", "ada@example.com", "trial", "--days", "3651"],
      '--days must be a whole number of days from 0 to 3650, got "3651"',
    ],
    [
      ["plan", "ada@example.com", "trial", "--days", "1.5"],
      '--days must be a whole number of days from 0 to 3650, got "1.5"',
    ],
    [
      ["plan", "ada@example.com", "trial", "--days"],
      "--days must be a whole number of days from 0 to 3650, got nothing",
    ],
    [["plan", "ada@example.com"], "plan needs an email and a plan: npm run admin -- plan <email> <plan> [--days N]"],
    [["plan", "ada@example.com", "trial", "--weeks", "2"], 'Unknown option "--weeks": the only option is --days N'],
    [
      ["grant", "ada@example.com"],
      'Unknown command "grant": use "plan", "users", "messages" or "subscribers" (npm run admin -- help)',
    ],
    [["users", "everyone"], '"users" takes no arguments, got "everyone"'],
  ];
  for (const [argv, message] of cases) expect(() => parseAdminArgs(argv), argv.join(" ")).toThrow(message);
});

test("prints a change in one line and users as an aligned table", () => {
  expect(
    formatPlanChange({
      email: "a@x.io",
      plan: "trial",
      planLabel: "Free Trial",
      statusText: "Trial ends Mar 24, 2025",
    }),
  ).toBe("a@x.io is now on Free Trial: Trial ends Mar 24, 2025");
  expect(formatPlanChange({ email: "a@x.io", plan: "none", planLabel: "No Subscription", statusText: "" })).toBe(
    "Removed the subscription of a@x.io: No Subscription",
  );
  expect(formatUserTable([])).toBe("No users yet.");
  expect(
    formatUserTable([
      { email: "ada@example.com", name: "Ada", plan: "trial", status: "trial", createdAt: "2025-03-10T12:00:00.000Z" },
      { email: "g@x.io", name: "Grace Hopper", plan: "none", status: "none", createdAt: "2025-01-01T00:00:00.000Z" },
    ]).split("\n"),
  ).toEqual([
    "EMAIL            NAME          PLAN   STATUS  CREATED",
    "ada@example.com  Ada           trial  trial   2025-03-10",
    "g@x.io           Grace Hopper  none   none    2025-01-01",
  ]);
});
