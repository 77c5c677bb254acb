import { z } from 'zod';

/** Said when the password is not typed again (the form, and the server's 403). */
export const PASSWORD_NEEDED = 'Type your password to delete your account';

/**
 * What the client sends to DELETE /api/me: the password typed again. Missing or wrong, the
 * subgraph answers 403 and deletes nothing; its bound is the password rule's (password.ts).
 */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Password must be text' })
    .max(128, 'Password must be at most 128 characters')
    .default(''),
});

/** Settings' "Delete account" dialog: the password, typed again. */
export const deleteAccountFormSchema = z.object({ password: z.string().min(1, PASSWORD_NEEDED).max(128) });
export type DeleteAccountForm = z.infer<typeof deleteAccountFormSchema>;
