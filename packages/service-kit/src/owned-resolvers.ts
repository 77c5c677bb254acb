import type { z } from 'zod';
import { notFound } from './errors';
import { requireViewer, type SubgraphContext } from './subgraph-server';
import { parseInput } from './validate';

type IdArgs = { id: string };
type InputArgs = { input: unknown };

interface OwnedWrites<Input, Changes, Item> {
  add(userId: string, input: Input): Promise<Item>;
  update(userId: string, id: string, changes: Changes): Promise<Item>;
  remove(userId: string, id: string): Promise<string>;
}

/**
 * The resolvers of addX / updateX / deleteX on the viewer's own documents of one kind, validated
 * with its zod schemas; each answers what the store does, so the SDL's types check the store.
 */
export function ownedMutations<Item, I extends z.ZodType, U extends z.ZodType>(
  store: OwnedWrites<z.infer<I>, z.infer<U>, Item>,
  input: I,
  update: U,
) {
  return {
    add: (_: unknown, args: InputArgs, context: SubgraphContext) => {
      const userId = requireViewer(context).id;
      return store.add(userId, parseInput(input, args.input));
    },
    update: (_: unknown, args: IdArgs & InputArgs, context: SubgraphContext) => {
      const userId = requireViewer(context).id;
      return store.update(userId, args.id, parseInput(update, args.input));
    },
    remove: (_: unknown, args: IdArgs, context: SubgraphContext) => store.remove(requireViewer(context).id, args.id),
  };
}

/** A student's documents are theirs alone, also when reached through another subgraph's User. */
export function ownUserId(user: { id: string }, context: SubgraphContext): string {
  if (requireViewer(context).id !== user.id) notFound('User');
  return user.id;
}
