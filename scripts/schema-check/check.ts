import { readFileSync } from 'node:fs';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema, NoUnusedFragmentsRule, specifiedRules, validate } from 'graphql';
import { composeSupergraph } from '../../gateway/src/compose';
import { API_SCHEMA_FILE, SUPERGRAPH_FILE, type SubgraphName } from '../../gateway/src/subgraphs';
import { loadOperationFiles } from './graphql-operations';
import { subgraphOwners } from './owners';
import { usedCoordinates } from './usage';

interface BrokenOperation {
  file: string;
  errors: string[];
}

export interface CheckedChange {
  level: 'breaking' | 'dangerous' | 'safe';
  message: string;
  /** The schema coordinate changed, e.g. `Course.courseCode` or `Query.course.id`. */
  path: string;
  /** The subgraphs that define it, in the committed or the new supergraph. */
  subgraphs: string[];
  /** Client operation files (screens and REST bridge) that select or send it. */
  usedBy: string[];
}

export interface SchemaCheck {
  subgraph: SubgraphName;
  compositionErrors: string[];
  /** What this subgraph changes in the API schema, against the committed one. */
  changes: CheckedChange[];
  /** Changes that other subgraphs' SDL in this checkout make (their own check reports them). */
  otherChanges: CheckedChange[];
  /** Client operation files that no longer validate against the new API schema. */
  brokenOperations: BrokenOperation[];
  /** Of those, the ones only other subgraphs' changes explain: they fail those subgraphs' checks, not this one. */
  brokenElsewhere: string[];
  operationFiles: number;
  /** The composed supergraph differs from gateway/supergraph.graphql: `npm run compose` is due. */
  supergraphChanged: boolean;
  passed: boolean;
}

const LEVELS = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'safe',
} as const;

/** An addition (a required argument, an enum value) matters to the operations that use what it is added to. */
const usageKey = (change: Change) =>
  String(change.type).endsWith('_ADDED') && change.path?.includes('.')
    ? change.path.slice(0, change.path.lastIndexOf('.'))
    : (change.path ?? '');

/** Owners of a coordinate, or of the nearest coordinate above it (an argument belongs to its field's subgraphs). */
function ownersOf(owners: Map<string, string[]>[], path: string): string[] {
  for (let key = path; key; key = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '') {
    const found = owners.flatMap((map) => map.get(key) ?? []);
    if (found.length > 0) return [...new Set(found)].sort();
  }
  return [];
}

/**
 * Composes every subgraph's SDL (its file, or what `sdlOf` gives in its place) and checks the
 * resulting API schema against the committed one and every client operation file, for one subgraph's changes.
 * Fails on a composition error, on a breaking change of this subgraph that a client operation uses,
 * and on an operation that no longer validates unless another subgraph's change explains it.
 * A breaking change no client operation uses passes: the gateway's clients are the screens and the
 * REST bridge, whose operations are all checked here.
 */
export async function checkSubgraph(
  subgraph: SubgraphName,
  sdlOf: Partial<Record<SubgraphName, string>> = {},
): Promise<SchemaCheck> {
  const composed = composeSupergraph(sdlOf);
  const operationFiles = loadOperationFiles();
  const result = {
    subgraph,
    compositionErrors: composed.errors,
    changes: [],
    otherChanges: [],
    brokenOperations: [],
    brokenElsewhere: [],
    operationFiles: operationFiles.length,
    supergraphChanged: true,
  };
  if (!composed.supergraphSdl || !composed.apiSchemaSdl) return { ...result, passed: false };

  const committedSupergraph = readFileSync(SUPERGRAPH_FILE, 'utf8');
  const committedApi = buildSchema(readFileSync(API_SCHEMA_FILE, 'utf8'));
  const newApi = buildSchema(composed.apiSchemaSdl);
  const owners = [subgraphOwners(committedSupergraph), subgraphOwners(composed.supergraphSdl)];
  const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  const operations = operationFiles.map(({ file, document }) => ({
    file,
    used: usedCoordinates(committedApi, document),
    errors: validate(newApi, document, rules).map((error) => error.message),
  }));

  const all = (await diff(committedApi, newApi)).map((change): CheckedChange => {
    const path = change.path ?? '';
    const level = LEVELS[change.criticality.level];
    const key = usageKey(change);
    const usedBy =
      level === 'safe' || !key ? [] : operations.filter(({ used }) => used.has(key)).map(({ file }) => file);
    const subgraphs = ownersOf(owners, path);
    return { level, message: change.message, path, subgraphs, usedBy };
  });
  // A change no supergraph attributes (a directive definition) is every subgraph's to know about.
  const mine = (change: CheckedChange) => change.subgraphs.length === 0 || change.subgraphs.includes(subgraph);
  const changes = all.filter(mine);
  const otherChanges = all.filter((change) => !mine(change));
  const brokenOperations = operations.flatMap(({ file, errors }) => (errors.length > 0 ? [{ file, errors }] : []));
  const usedByMine = new Set(changes.flatMap((change) => change.usedBy));
  const usedByOthers = new Set(otherChanges.flatMap((change) => change.usedBy));
  const brokenElsewhere = brokenOperations
    .filter(({ file }) => !usedByMine.has(file) && usedByOthers.has(file))
    .map(({ file }) => file);
  const failed =
    changes.some((change) => change.level === 'breaking' && change.usedBy.length > 0) ||
    brokenOperations.length > brokenElsewhere.length;
  return {
    ...result,
    changes,
    otherChanges,
    brokenOperations,
    brokenElsewhere,
    supergraphChanged: composed.supergraphSdl !== committedSupergraph,
    passed: !failed,
  };
}
