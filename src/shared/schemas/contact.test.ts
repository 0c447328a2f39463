import { expect, test } from "vitest";
import { isInquiryType } from "@/shared/constants/contact-options";
import { contactInputSchema } from "./contact";

const valid = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Hi there" };

test("trims every value, lower-cases the email and defaults the inquiry type to general", () => {
  const parsed = contactInputSchema.parse({
    name: "  Ada Lovelace ",
    email: " Ada@Example.COM ",
    company: "  Analytical Engines ",
    subject: " Question ",
    message: "  Hello  ",
  });
  expect(parsed).toEqual({
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    subject: "Question",
    message: "Hello",
    inquiryType: "general",
  });
});

test("stores a blank or missing company as null", () => {
  expect(contactInputSchema.parse({ ...valid, company: "   " }).company).toBeNull();
  expect(contactInputSchema.parse(valid).company).toBeNull();
  expect(contactInputSchema.parse({ ...valid, company: null }).company).toBeNull();
});

test("names each missing required field", () => {
  const result = contactInputSchema.safeParse({ name: " ", email: "", subject: "", message: "  " });
  expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
  ]);
});

test("refuses a malformed email, an unknown inquiry type and an over-long message", () => {
  expect(contactInputSchema.safeParse({ ...valid, email: "ada@" }).error?.issues[0]?.message).toBe(
    "Please enter a valid email address",
  );
  expect(contactInputSchema.safeParse({ ...valid, inquiryType: "lawsuit" }).success).toBe(false);
  expect(contactInputSchema.safeParse({ ...valid, message: "x".repeat(5001) }).error?.issues[0]?.message).toBe(
    "Message must be at most 5000 characters",
  );
  expect(contactInputSchema.safeParse({ ...valid, message: "x".repeat(5000) }).success).toBe(true);
});

test("recognises only the listed inquiry types", () => {
  expect(isInquiryType("privacy")).toBe(true);
  expect(isInquiryType("Privacy")).toBe(false);
  expect(isInquiryType(null)).toBe(false);
});
