import { SUBGRAPHS } from '../../gateway/src/subgraphs';
import type { CheckedChange, SchemaCheck } from './check';

const COMMITTED = 'gateway/supergraph.graphql and gateway/api-schema.graphql';

/** One change, with the client operation files it touches and whether they still validate. */
function changeLines(change: CheckedChange, broken: Set<string>): string[] {
  const head = `${change.message} (${change.path})`;
  if (change.level === 'safe') return [`  safe       ${head}`];
  if (change.usedBy.length === 0)
    return [
      `  ${change.level === 'breaking' ? 'BREAKING, UNUSED' : 'DANGEROUS, UNUSED'}  ${head}`,
      '             no client operation uses it: allowed',
    ];
  const state = (file: string) =>
    broken.has(file)
      ? ': no longer validates'
      : change.level === 'breaking'
        ? ': still validates, but relies on what changed'
        : '';
  return [
    `  ${change.level === 'breaking' ? 'BREAKING' : 'DANGEROUS'}   ${head}`,
    `             used by ${change.usedBy.length} client operation file(s):`,
    ...change.usedBy.map((file) => `               ${file}${state(file)}`),
  ];
}

/** The team-readable report of one subgraph's check. */
export function formatReport(check: SchemaCheck): string {
  const subgraph = SUBGRAPHS.find((s) => s.name === check.subgraph)!;
  const others = SUBGRAPHS.filter((s) => s.name !== check.subgraph).map((s) => s.name);
  const lines = [`schema:check ${check.subgraph}: ${subgraph.sdl} composed with ${others.join(', ')}`];
  if (check.compositionErrors.length > 0) {
    lines.push(
      '  Composition failed:',
      ...check.compositionErrors.map((error) => `    - ${error}`),
      'FAILED: the subgraphs do not compose',
    );
    return lines.join('\n');
  }
  lines.push(`  against ${COMMITTED} and ${check.operationFiles} client operation files (screens and REST bridge)`);
  const broken = new Set(check.brokenOperations.map(({ file }) => file));
  lines.push(...check.changes.flatMap((change) => changeLines(change, broken)));
  if (check.otherChanges.length > 0) {
    const from = [...new Set(check.otherChanges.flatMap((change) => change.subgraphs))].join(', ');
    const breaking =
      check.brokenElsewhere.length > 0 ? `, breaking ${check.brokenElsewhere.length} client operation file(s)` : '';
    lines.push(
      `  ${check.otherChanges.length} change(s) from other subgraphs' SDL in this checkout (${from})${breaking}: their own schema:check reports them`,
    );
  }
  // Each broken file's errors once: a file can use several of the changes above.
  const mineBroken = check.brokenOperations.filter(({ file }) => !check.brokenElsewhere.includes(file));
  if (mineBroken.length > 0)
    lines.push(
      '  Client operation files that no longer validate, and why:',
      ...mineBroken.map(({ file, errors }) => `    ${file}: ${errors.join(' ')}`),
    );

  const count = (level: CheckedChange['level'], used?: boolean) =>
    check.changes.filter((c) => c.level === level && (used === undefined || c.usedBy.length > 0 === used)).length;
  const summary = [
    [count('breaking', true), 'breaking change(s) used by clients'],
    [mineBroken.length, 'client operation file(s) no longer validate'],
    [count('breaking', false), 'breaking change(s) no client uses (allowed)'],
    [count('dangerous'), 'dangerous change(s)'],
    [count('safe'), 'safe change(s)'],
  ].flatMap(([n, label]) => (n ? [`${n} ${label}`] : []));
  lines.push(
    `${check.passed ? 'PASSED' : 'FAILED'}: ${summary.join(', ') || 'no change against the committed supergraph'}`,
  );
  if (check.passed && check.supergraphChanged)
    lines.push(`  then run \`npm run compose && npm run codegen\` and commit gateway/ and the generated client types`);
  return lines.join('\n');
}
