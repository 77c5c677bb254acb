import { intFromEnv } from '@predental/service-kit/config';
import argon2 from 'argon2';

/**
 * Argon2id's cost: the library's defaults (64 MiB, 3 passes, 4 lanes) unless set, never below
 * OWASP's minimum (19 MiB, 2 passes, 1 lane). Test stacks run at that minimum: they sign up
 * hundreds of students, and at the default the hashing would be most of their CPU.
 */
const cost = {
  memoryCost: intFromEnv('PASSWORD_HASH_MEMORY_KIB', 65536, { min: 19456, max: 1048576 }),
  timeCost: intFromEnv('PASSWORD_HASH_PASSES', 3, { min: 2, max: 10 }),
  parallelism: intFromEnv('PASSWORD_HASH_LANES', 4, { min: 1, max: 16 }),
};

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...cost });

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
