import { userSchema } from '@predental/contracts/user';

/**
 * The profile part of a student's data file (docs/student-data.md): who wrote it. Never the
 * password's hash, sessions or roles. An import keeps the new account's own username and email.
 */
export const profileDataSchema = userSchema.pick({ username: true, email: true });
