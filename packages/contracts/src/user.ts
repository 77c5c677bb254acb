import { z } from 'zod';

/** The signed-in user as every screen and client sees it (SPEC §3 User): the shell hands it to each area's screens. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
