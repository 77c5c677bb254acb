import { z } from 'zod';

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
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;
