import { isTypeDefinitionNode, Kind, parse, type ConstDirectiveNode } from 'graphql';

/**
 * Which subgraphs define each schema coordinate (`Type`, `Type.field`, `Enum.VALUE`), read from a
 * supergraph's join directives. A field without its own @join__field belongs to its type's subgraphs;
 * a subgraph that only references a field (`external`) does not own it.
 */
export function subgraphOwners(supergraphSdl: string): Map<string, string[]> {
  const { definitions } = parse(supergraphSdl);
  const graphNames = new Map<string, string>();
  for (const definition of definitions) {
    if (definition.kind !== Kind.ENUM_TYPE_DEFINITION || definition.name.value !== 'join__Graph') continue;
    for (const value of definition.values ?? []) {
      const name = value.directives
        ?.find((d) => d.name.value === 'join__graph')
        ?.arguments?.find((a) => a.name.value === 'name')?.value;
      if (name?.kind === Kind.STRING) graphNames.set(value.name.value, name.value);
    }
  }
  const graphsOf = (directives: readonly ConstDirectiveNode[] | undefined, directive: string) =>
    (directives ?? []).flatMap((d) => {
      if (d.name.value !== directive) return [];
      const argument = (name: string) => d.arguments?.find((a) => a.name.value === name)?.value;
      const graph = argument('graph');
      const external = argument('external');
      if (graph?.kind !== Kind.ENUM || (external?.kind === Kind.BOOLEAN && external.value)) return [];
      return graphNames.get(graph.value) ?? [];
    });

  const owners = new Map<string, string[]>();
  for (const definition of definitions) {
    if (!isTypeDefinitionNode(definition) || definition.name.value.startsWith('join__')) continue;
    const type = definition.name.value;
    const typeOwners = graphsOf(definition.directives, 'join__type');
    owners.set(type, typeOwners);
    const fields = 'fields' in definition ? (definition.fields ?? []) : [];
    for (const field of fields) {
      const own = graphsOf(field.directives, 'join__field');
      owners.set(`${type}.${field.name.value}`, own.length > 0 ? own : typeOwners);
    }
    const values = 'values' in definition ? (definition.values ?? []) : [];
    for (const value of values) {
      const own = graphsOf(value.directives, 'join__enumValue');
      owners.set(`${type}.${value.name.value}`, own.length > 0 ? own : typeOwners);
    }
  }
  return owners;
}
