import { expect, test } from "vitest";
import { emailSchema, fullNameSchema, newPasswordSchema, signUpFormSchema } from "./auth";

const firstError = (
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

test("email: required, then a valid shape; trimmed and lower-cased", () => {
  expect(firstError(emailSchema, "")).toBe("Email is required");
  expect(firstError(emailSchema, "   ")).toBe("Email is required");
  expect(firstError(emailSchema, "ada@")).toBe("Please enter a valid email address");
  expect(emailSchema.parse("  Ada@Example.COM ")).toBe("ada@example.com");
});

test("password rules apply in the product's order, the first failure shown", () => {
  expect(firstError(newPasswordSchema, "")).toBe("Password is required");
  expect(firstError(newPasswordSchema, "Ab1!")).toBe("Password must be at least 8 characters long");
  expect(firstError(newPasswordSchema, "abcdefg1!")).toBe("Password must contain at least one uppercase letter");
  expect(firstError(newPasswordSchema, "ABCDEFG1!")).toBe("Password must contain at least one lowercase letter");
  expect(firstError(newPasswordSchema, "Abcdefgh!")).toBe("Password must contain at least one number");
  expect(firstError(newPasswordSchema, "Abcdefgh1")).toBe("Password must contain at least one special character");
  expect(newPasswordSchema.safeParse("Abcdefg1!").success).toBe(true);
});

test("name: required, two characters after trimming, letters spaces hyphens apostrophes", () => {
  expect(firstError(fullNameSchema, " ")).toBe("Full name is required");
  expect(firstError(fullNameSchema, " A ")).toBe("Name must be at least 2 characters long");
  expect(firstError(fullNameSchema, "R2-D2")).toBe("Name can only contain letters, spaces, hyphens, and apostrophes");
  expect(fullNameSchema.parse("  Zoë O'Neil-Smith ")).toBe("Zoë O'Neil-Smith");
});

test("sign-up form: confirm password and terms", () => {
  const valid = {
    name: "Ada",
    email: "ada@example.com",
    password: "Abcdefg1!",
    confirmPassword: "Abcdefg1!",
    acceptTerms: true,
  };
  expect(signUpFormSchema.safeParse(valid).success).toBe(true);
  expect(firstError(signUpFormSchema, { ...valid, confirmPassword: "" })).toBe("Please confirm your password");
  expect(firstError(signUpFormSchema, { ...valid, confirmPassword: "Abcdefg1?" })).toBe("Passwords do not match");
  expect(firstError(signUpFormSchema, { ...valid, acceptTerms: false })).toBe(
    "You must accept the Terms of Service and Privacy Policy",
  );
});
