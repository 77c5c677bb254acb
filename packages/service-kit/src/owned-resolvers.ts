import type { z } from 'zod';
import { notFound } from './errors';
import { requireViewer, type SubgraphContext } from './subgraph-server';
import { parseInput } from './validate';

type IdArgs = { id: string };
type InputArgs = { input: unknown };

interface OwnedWrites<Input, Changes> {
  add(userId: string, input: Input): Promise<unknown>;
  update(userId: string, id: string, changes: Changes): Promise<unknown>;
  remove(userId: string, id: string): Promise<string>;
}

/** addX / updateX / deleteX of the viewer's own documents of one kind, validated with its zod schemas. */
export function ownedMutations<I extends z.ZodType, U extends z.ZodType>(
  name: string,
  store: OwnedWrites<z.infer<I>, z.infer<U>>,
  input: I,
  update: U,
) {
  return {
    [`add${name}`]: (_: unknown, args: InputArgs, context: SubgraphContext) => {
      const userId = requireViewer(context).id;
      return store.add(userId, parseInput(input, args.input));
    },
    [`update${name}`]: (_: unknown, args: IdArgs & InputArgs, context: SubgraphContext) => {
      const userId = requireViewer(context).id;
      return store.update(userId, args.id, parseInput(update, args.input));
    },
    [`delete${name}`]: (_: unknown, args: IdArgs, context: SubgraphContext) =>
      store.remove(requireViewer(context).id, args.id),
  };
}

/** A student's documents are theirs alone, also when reached through another subgraph's User. */
export function ownUserId(user: { id: string }, context: SubgraphContext): string {
  if (requireViewer(context).id !== user.id) notFound('User');
  return user.id;
}
