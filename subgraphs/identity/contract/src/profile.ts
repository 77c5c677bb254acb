import { z } from 'zod';
import { plainText } from '@predental/contracts/plain-text';

export const username = plainText(
  z
    .string({ error: 'Username is required' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(50, 'Username must be at most 50 characters'),
  'Username',
);

/** An email address; each form says a bad one its own way (SPEC §3 and §5). */
export const email = (invalid: string) =>
  z.string({ error: 'Email is required' }).trim().max(254, invalid).email(invalid);

/** Profile form (SPEC §5 Profile): only changed fields are sent. */
export const profileSchema = z.object({
  username,
  email: email('Please enter a valid email'),
});
export type ProfileForm = z.infer<typeof profileSchema>;

/** PATCH /api/users/{id}: only the changed fields; unknown keys are dropped, like every other row. */
export const profileUpdateSchema = profileSchema
  .partial()
  .refine((v) => v.username !== undefined || v.email !== undefined, {
    message: 'Nothing to update: send username or email',
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
