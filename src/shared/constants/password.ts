// A password's sign-up rules, apart from their zod schema (schemas/auth.ts) so the sign-up and
// reset pages' checklist can show them without downloading zod.

export const PASSWORD_MIN_LENGTH = 8;
/** The special characters a sign-up password must contain one of. */
export const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*(),.?\":{}|<>_-+=~`[]\\/';";
