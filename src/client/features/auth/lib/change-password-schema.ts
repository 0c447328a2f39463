import { z } from "zod";
import { newPasswordFormSchema } from "@/shared/schemas/auth";

/** Settings → Security: the current password, then a new one under the sign-up rules. */
export const changePasswordFormSchema = newPasswordFormSchema.safeExtend({
  currentPassword: z.string().min(1, "Current password is required"),
});
