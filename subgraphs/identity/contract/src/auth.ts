import { z } from 'zod';
import { currentPassword, newPassword } from './password';
import { email, username } from './profile';

/** POST /api/simple-login body (SPEC §5 Login). */
export const loginSchema = z.object({ username, password: currentPassword });
export type Login = z.infer<typeof loginSchema>;

/** POST /api/simple-register body (SPEC §3: confirmPassword is removed before sending). */
export const registerSchema = z.object({
  username,
  email: email('Please enter a valid email address'),
  password: newPassword,
  /** The solved sign-up puzzle (ALTCHA payload, base64), asked for past the free sign-ups from one address. */
  proof: z.string({ error: 'The sign-up check must be text' }).max(4000, 'The sign-up check is too long').optional(),
});
export type Register = z.infer<typeof registerSchema>;

export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type RegisterForm = z.infer<typeof registerFormSchema>;
