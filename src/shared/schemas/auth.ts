import { z } from "zod";
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from "../constants/password";

// The sign-in and sign-up rules, with their exact product messages, shared by the forms and by
// the server's checks. Rules are checked in the product's order; the first failure is
// the one shown.

export const NAME_MIN_LENGTH = 2;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_CHARACTERS = /^[\p{L}\s'-]+$/u;

/** Email: required, then shaped like an address; trimmed and lower-cased before it is sent. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, "Email is required")
  .regex(SIMPLE_EMAIL, "Please enter a valid email address")
  .transform((email) => email.toLowerCase());

/** A new password: the sign-up strength rules, in the product's order. */
export const newPasswordSchema = z
  .string()
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[0-9]/, "Password must contain at least one number")
  .refine(
    (password) => [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
    "Password must contain at least one special character",
  );

/** Full name: required, at least two characters after trimming, letters, spaces, hyphens, apostrophes. */
export const fullNameSchema = z
  .string()
  .trim()
  .min(1, "Full name is required")
  .min(NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters long`)
  .regex(NAME_CHARACTERS, "Name can only contain letters, spaces, hyphens, and apostrophes");

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Password is required"),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** What the sign-up form checks; the server checks name, email and password the same way. */
export const signUpFormSchema = z
  .object({
    name: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, "Please confirm your password"),
    acceptTerms: z.literal(true, { error: "You must accept the Terms of Service and Privacy Policy" }),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

/** The part of sign-up the server receives and re-checks. */
export const signUpInputSchema = z.object({ name: fullNameSchema, email: emailSchema, password: newPasswordSchema });

export const forgotPasswordInputSchema = z.object({ email: emailSchema });

/** A new password chosen on /reset-password or in Settings → Security. */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });
