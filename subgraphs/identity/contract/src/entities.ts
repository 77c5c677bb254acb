import type { EntityDeclaration } from '@predental/contracts/entity';
import { userSchema } from '@predental/contracts/user';

/** The identity area's entities: `npm run codegen` writes their GraphQL types and fragments from these. */
export const entities: Record<string, EntityDeclaration> = {
  User: {
    schema: userSchema,
    key: 'id',
    description: 'A person with an account. Other subgraphs extend it with what they own.',
  },
};
