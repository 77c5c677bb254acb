import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type FieldNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** A client operation refused by one of the gateway's limits (answered 400, logged as operation_refused). */
export class OperationRefused extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  }
}

/** The root fields an operation executes, through its fragments, keyed by response name: fields with one name merge into one call. */
function rootFields(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  fields = new Map<string, FieldNode>(),
  spread = new Set<string>(),
) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) fields.set(selection.alias?.value ?? selection.name.value, selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) rootFields(context, selection.selectionSet, fields, spread);
    else if (!spread.has(selection.name.value)) {
      // Once per fragment: a cycle is refused by graphql's own rules, which run alongside this one.
      spread.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) rootFields(context, fragment.selectionSet, fields, spread);
    }
  }
  return [...fields.values()];
}

/** Each root field is a subgraph call of its own: aliasing a list many times multiplies the answer. */
export function rootFieldsRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const count = rootFields(context, operation.selectionSet).length;
      if (count > max)
        context.reportError(new OperationRefused(`Root fields limit of ${max} exceeded, found ${count}.`));
    },
  });
}

const AUTH_MUTATIONS = new Set(['login', 'register', 'changePassword']);

/** Each of these checks a password or makes an account: aliases must not batch many guesses into one request. */
export const oneAuthMutationRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation !== OperationTypeNode.MUTATION) return;
    const count = rootFields(context, operation.selectionSet).filter((field) =>
      AUTH_MUTATIONS.has(field.name.value),
    ).length;
    if (count > 1)
      context.reportError(
        new OperationRefused(`Only one login, register or changePassword is allowed per operation, found ${count}.`),
      );
  },
});
