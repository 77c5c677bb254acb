import { z } from 'zod';
import { graphqlId, readEntity, type Entity } from './entity';

/**
 * The signed-in user as every screen and client sees it (SPEC §3 User): the shell hands it to
 * each area's screens. Identity's GraphQL User and its fragment are generated from this.
 */
export const userSchema = z.object({
  id: graphqlId(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
});
export type User = Entity<typeof userSchema>;
export const readUser = readEntity(userSchema);
