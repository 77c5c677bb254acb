import { z } from 'zod';
import { parseInput } from './validate';
import { requireService, type SubgraphContext } from './subgraph-server';

/** A user's id as identity makes it (a MongoDB ObjectId): every area keys a student's records by it. */
const eraseArgs = z.object({ userId: z.string().regex(/^[0-9a-f]{24}$/, 'A user id is 24 hexadecimal digits') });

/**
 * An area's `eraseStudentData(userId)`: identity alone may call it (a signed service call, never
 * a student's or an admin's viewer), once an account is deleted. `erase` removes everything the
 * area keeps under that id and must be safe to repeat: identity calls again until one answers true.
 */
export function eraseStudentData(erase: (userId: string) => Promise<void>) {
  return async (_: unknown, args: { userId: string }, context: SubgraphContext): Promise<boolean> => {
    requireService(context, 'identity');
    const { userId } = parseInput(eraseArgs, args);
    await erase(userId);
    return true;
  };
}
