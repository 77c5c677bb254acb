import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The names a module exports, from its `export { a, b }` list and its `export function|const` statements. */
function exportedNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
    match[1]!.split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ),
  );
  const declared = [...source.matchAll(/^export (?:async )?(?:function|const|let) (\w+)/gm)].map((match) => match[1]!);
  return [...listed, ...declared].filter(Boolean).sort();
}

test('federation-env.js exports what the installed SDK env.js does, so it can stand in for it', () => {
  // The one copy installed: the runtime's and the webpack plugin's.
  const sdk = path.join(__dirname, '../../../node_modules/@module-federation/sdk/dist/env.js');
  const ours = path.join(__dirname, '..', 'federation-env.js');
  expect(exportedNames(sdk).length).toBeGreaterThan(0);
  expect(exportedNames(ours)).toEqual(exportedNames(sdk));
});
