import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { areaContracts } from '@predental/remote-build/area-contracts';
import { SDL_FILES } from '@predental/service-kit/subgraph-sdl';
import { API_SCHEMA_FILE, ROOT, SUBGRAPHS, SUPERGRAPH_FILE } from '../../gateway/src/subgraphs';

/** Folders that hold no source of ours. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.data', 'test-results']);

/** Schema files, not operations: each subgraph's SDL and the gateway's composed schemas. */
const SCHEMA_FILES = new Set([
  ...SUBGRAPHS.flatMap((subgraph) => SDL_FILES.map((file) => path.posix.join(subgraph.dir, 'src', file))),
  path.relative(ROOT, SUPERGRAPH_FILE),
  path.relative(ROOT, API_SCHEMA_FILE),
]);

/** Every .graphql file of ours that holds operations or fragments, relative to the root. */
function operationFiles(dir = ''): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : operationFiles(file);
    return entry.name.endsWith('.graphql') && !SCHEMA_FILES.has(file) ? [file] : [];
  });
}

/** The workspace a file belongs to: its nearest folder with a package.json. Fragments are shared within it. */
function workspaceOf(file: string): string {
  let dir = path.posix.dirname(file);
  while (dir !== '.' && !existsSync(path.join(ROOT, dir, 'package.json'))) dir = path.posix.dirname(dir);
  return dir;
}

/**
 * Where a file's spreads find their fragments, as its workspace's codegen does: its workspace, then
 * the area contracts (`@predental/<area>-contract`) that workspace depends on.
 */
function fragmentWorkspaces(workspace: string): string[] {
  return [workspace, ...areaContracts(path.join(ROOT, workspace, 'package.json'))];
}

export interface OperationFile {
  file: string;
  /** The file's own definitions, as written. */
  definitions: readonly DefinitionNode[];
  /** The file's definitions and every fragment they spread (from its workspace or its area contracts): what a client sends. */
  document: DocumentNode;
}

const spreadNames = (nodes: readonly DefinitionNode[]) => {
  const names = new Set<string>();
  for (const node of nodes) visit(node, { FragmentSpread: (spread) => void names.add(spread.name.value) });
  return names;
};

/** Each .graphql file parsed, with the fragments it needs; a file that does not parse throws with its name. */
export function loadOperationFiles(): OperationFile[] {
  const parsed = operationFiles().map((file) => {
    try {
      return { file, definitions: parse(readFileSync(path.join(ROOT, file), 'utf8')).definitions };
    } catch (error) {
      throw new Error(`${file}: ${String(error)}`);
    }
  });
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { file, definitions } of parsed) {
    for (const definition of definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(`${workspaceOf(file)} ${definition.name.value}`, definition);
    }
  }
  return parsed.map(({ file, definitions }) => {
    const lookIn = fragmentWorkspaces(workspaceOf(file));
    const fragmentNamed = (name: string) =>
      lookIn.map((workspace) => fragments.get(`${workspace} ${name}`)).find((fragment) => fragment !== undefined) ?? [];
    const own = new Set(
      definitions.flatMap((definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [],
      ),
    );
    const needed: FragmentDefinitionNode[] = [];
    let wanted = spreadNames(definitions);
    while (wanted.size > 0) {
      const found = [...wanted].filter((name) => !own.has(name)).flatMap(fragmentNamed);
      for (const fragment of found) own.add(fragment.name.value);
      needed.push(...found);
      wanted = new Set([...spreadNames(found)].filter((name) => !own.has(name)));
    }
    return { file, definitions, document: { kind: Kind.DOCUMENT, definitions: [...definitions, ...needed] } };
  });
}
