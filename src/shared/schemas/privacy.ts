import { z } from "zod";

/** The word a user types to confirm deleting their account. */
export const DELETE_ACCOUNT_CONFIRMATION = "DELETE";

export const deleteAccountInputSchema = z.object({
  confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm that your account and all its data should be deleted.`,
  }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;
