import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_AREAS, SUBGRAPH_AREAS } from '@predental/contracts/areas';
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

/** What every codegen workspace would write now, from one process (kept in memory). */
async function freshOutputs(): Promise<Record<string, CodegenOutputs>> {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const { stdout } = await promisify(execFile)(
    tsx,
    [path.join(ROOT, 'scripts/codegen-outputs.ts'), ...codegenWorkspaces().flat()],
    { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Record<string, CodegenOutputs>;
}

/** What differs between the committed generated files and a fresh generation. */
function staleFiles({ targets, files }: CodegenOutputs): string[] {
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
        ...REMOTE_AREAS.map((area) => `mfe-${area.name}`),
        'rest-bridge',
        ...SUBGRAPH_AREAS.map((area) => `subgraphs/${area.name}`),
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

  describe('each workspace', () => {
    let fresh: Record<string, CodegenOutputs>;
    beforeAll(async () => {
      fresh = await freshOutputs();
    }, 120_000);

    it.each(codegenWorkspaces())(
      '%s: the generated code matches its .graphql sources (operations and API schema, or SDL)',
      (workspace) => {
        expect(fresh[workspace]?.files.length).toBeGreaterThan(0);
        expect(staleFiles(fresh[workspace]!)).toEqual([]);
      },
    );
  });
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
