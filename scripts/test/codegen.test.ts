import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildSchema, NoUnusedFragmentsRule, print, specifiedRules, validate } from 'graphql';
import { API_SCHEMA_FILE, ROOT } from '../../gateway/src/subgraphs';
import { loadOperationFiles } from '../schema-check/graphql-operations';
import type { CodegenOutputs } from '../codegen-outputs';

/**
 * Typed operations (issue 10) and typed resolvers (issue 34): what `npm run codegen` writes is
 * committed, so a change to an operation or to a schema without running it fails here; so does an
 * operation the API no longer accepts.
 */

/** The root package.json's workspaces, with `packages/*` style entries expanded. */
function workspaces(): string[] {
  const { workspaces: entries } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return entries.flatMap((entry) =>
    entry.endsWith('/*')
      ? readdirSync(path.join(ROOT, entry.slice(0, -2)), { withFileTypes: true }).flatMap((dir) =>
          dir.isDirectory() ? [`${entry.slice(0, -2)}/${dir.name}`] : [],
        )
      : [entry],
  );
}

/** Each workspace with a codegen script, and the config file that script runs. */
function codegenWorkspaces(): [workspace: string, configFile: string][] {
  return workspaces().flatMap((workspace) => {
    const file = path.join(ROOT, workspace, 'package.json');
    const script = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> }).scripts?.codegen
      : undefined;
    return script ? [[workspace, script.match(/--config[= ](\S+)/)?.[1] ?? 'codegen.ts']] : [];
  });
}

const filesUnder = (target: string): string[] =>
  !existsSync(target)
    ? []
    : statSync(target).isFile()
      ? [target]
      : readdirSync(target, { recursive: true, encoding: 'utf8' })
          .map((file) => path.join(target, file))
          .filter((file) => statSync(file).isFile());

/** What differs between the committed generated files and a fresh generation (kept in memory). */
async function staleFiles(workspace: string, configFile: string): Promise<string[]> {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const { stdout } = await promisify(execFile)(
    tsx,
    [path.join(ROOT, 'scripts/codegen-outputs.ts'), workspace, configFile],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  const { targets, files } = JSON.parse(stdout) as CodegenOutputs;
  const fresh = new Map(files.map(({ file, content }) => [file, content]));
  const name = (file: string) => path.relative(ROOT, file);
  return [
    ...[...fresh]
      .filter(([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content)
      .map(([file]) => `${name(file)} is stale: run \`npm run codegen\``),
    ...targets
      .flatMap(filesUnder)
      .filter((file) => !fresh.has(file))
      .map((file) => `${name(file)} is no longer generated: delete it`),
  ];
}

describe('generated GraphQL code', () => {
  it('comes from every workspace with a codegen script (the shell, the screens, the REST bridge and the subgraphs)', () => {
    expect(codegenWorkspaces().map(([workspace]) => workspace)).toEqual(
      expect.arrayContaining([
        'shell',
        'mfe-academics',
        'mfe-experience',
        'mfe-schools',
        'mfe-admin',
        'mfe-applications',
        'rest-bridge',
        'subgraphs/identity',
        'subgraphs/academics',
        'subgraphs/experience',
        'subgraphs/schools',
      ]),
    );
  });

  it("reads the area contracts' shared documents: each one is generated into a workspace's code", () => {
    // The clients' generated operations (a subgraph generates resolver types instead).
    const generated = codegenWorkspaces()
      .map(([workspace]) => path.join(ROOT, workspace, 'src/gql/graphql.ts'))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const shared = loadOperationFiles().filter(({ file }) => /^subgraphs\/[^/]+\/contract\/graphql\//.test(file));
    expect(shared.length).toBeGreaterThan(20);
    const missing = shared.filter(({ definitions }) =>
      definitions.some(
        (definition) =>
          'name' in definition &&
          !new RegExp(`^export (const|type) ${definition.name?.value}(Document|Fragment)\\b`, 'm').test(generated),
      ),
    );
    expect(missing.map(({ file }) => file)).toEqual([]);
  });

  // Each generation runs the CLI in its own process (a few seconds).
  it.each(codegenWorkspaces())(
    '%s: the generated code matches its .graphql sources (operations and API schema, or SDL)',
    async (workspace, configFile) => {
      expect(await staleFiles(workspace, configFile)).toEqual([]);
    },
    60_000,
  );
});

describe('GraphQL operation files', () => {
  const schema = buildSchema(readFileSync(API_SCHEMA_FILE, 'utf8'));
  const files = loadOperationFiles();
  // A fragment file is checked on its own as well as inside each operation that spreads it.
  const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

  it('are found: every operation and fragment of the screens and the bridge', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('hold one operation or one fragment each', () => {
    expect(files.filter(({ definitions }) => definitions.length !== 1).map(({ file }) => file)).toEqual([]);
  });

  // Each entity's fragment and each operation several clients send live once, in their area contract's graphql/.
  it('repeat no selection: no two files select the same fields', () => {
    const filesBySelection = new Map<string, string[]>();
    for (const { file, definitions } of files)
      for (const definition of definitions) {
        if (!('selectionSet' in definition) || !definition.selectionSet) continue;
        const selection = print(definition.selectionSet);
        filesBySelection.set(selection, [...(filesBySelection.get(selection) ?? []), file]);
      }
    expect([...filesBySelection.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it('validate against the API schema the gateway serves', () => {
    const invalid = files.flatMap(({ file, document }) =>
      validate(schema, document, rules).map((error) => `${file}: ${error.message}`),
    );
    expect(invalid).toEqual([]);
  });
});
