import { deleteAccountSchema } from '@predental/identity-contract/delete-account';
import type { SubgraphContext } from '@predental/service-kit/subgraph-server';
import { parseInput } from '@predental/service-kit/validate';
import type { Resolvers } from '../gql/resolvers';
import type { AccountDeletion } from './erase-account';

/** Identity's resolvers with `deleteAccount` (its SDL's `# student data: erase` part). */
export function withAccountDeletion(resolvers: Resolvers, deletion: AccountDeletion): Resolvers {
  return {
    ...resolvers,
    Mutation: {
      ...resolvers.Mutation,
      deleteAccount: (_: unknown, args: { password: string }, context: SubgraphContext) =>
        deletion.deleteAccount(parseInput(deleteAccountSchema, args).password, context),
    },
  };
}
