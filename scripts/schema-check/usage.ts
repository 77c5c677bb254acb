import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';

/**
 * The schema coordinates an operation touches (`Type`, `Type.field`, `Type.field.argument`,
 * `Input.field`, `Enum.VALUE`) in the schema it was written against. An input object or enum it
 * uses counts whole: which of their fields or values a client sends is only known at run time.
 */
export function usedCoordinates(schema: GraphQLSchema, document: DocumentNode): Set<string> {
  const used = new Set<string>();
  const useType = (type: GraphQLType | null | undefined) => {
    if (!type) return;
    const named = getNamedType(type);
    if (used.has(named.name)) return;
    used.add(named.name);
    if (isInputObjectType(named)) {
      for (const field of Object.values(named.getFields())) {
        used.add(`${named.name}.${field.name}`);
        useType(field.type);
      }
    }
    if (isEnumType(named)) for (const value of named.getValues()) used.add(`${named.name}.${value.name}`);
  };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field || field.name.startsWith('__')) return;
        useType(parent);
        used.add(`${parent.name}.${field.name}`);
        useType(field.type);
      },
      Argument() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        const argument = typeInfo.getArgument();
        // A directive's argument (@include(if:)) is not the field's.
        if (typeInfo.getDirective() || !parent || !field || !argument) return;
        used.add(`${parent.name}.${field.name}.${argument.name}`);
        useType(argument.type);
      },
      VariableDefinition(node) {
        useType(typeFromAST(schema, node.type));
      },
      InlineFragment() {
        useType(typeInfo.getType());
      },
      FragmentDefinition() {
        useType(typeInfo.getType());
      },
    }),
  );
  return used;
}
