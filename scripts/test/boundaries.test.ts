import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Lints each [file, source] pair with eslint.config.js's boundary rule alone, as if the source
 * stood at that file, in a node of its own (ESLint loads its config with a dynamic import, which
 * jest's module sandbox does not run). Type information is not needed for import paths.
 */
const LINT = `
const { ESLint } = require('eslint');
const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});
Promise.all(cases.map(async ([file, source]) => (await eslint.lintText(source, { filePath: file }))[0].messages.map((m) => m.message)))
  .then((answers) => process.stdout.write(JSON.stringify(answers)));
`;

function boundaryMessages(cases: [string, string][]): string[][] {
  const output = execFileSync(process.execPath, ['-e', LINT], { cwd: ROOT, input: JSON.stringify(cases) });
  return JSON.parse(output.toString()) as string[][];
}

const REFUSED: [string, string, string][] = [
  ['mfe-academics/src/screens.ts', "import '../../mfe-schools/src/screens';", 'A remote imports no other remote'],
  ['mfe-academics/src/screens.ts', "import '@predental/shell/src/index';", 'A remote imports no other remote'],
  ['subgraphs/academics/src/main.ts', "import '../../schools/src/main';", 'A subgraph imports no other subgraph'],
  ['subgraphs/academics/src/main.ts', "import '@predental/schools/src/main';", 'A subgraph imports no other subgraph'],
  ['scripts/schema-check/check.ts', "import '../../test-support/api-client';", 'import no test code'],
  ['gateway/src/main.ts', "import '../../platform-tests/test/schools/admin-client';", 'import no test code'],
  ['subgraphs/academics/contract/src/course.ts', "import '../../src/gpa/gpa';", "An area's contract is rules only"],
  [
    'subgraphs/schools/contract/src/school-figures.ts',
    "import '@predental/academics-contract/aadsas';",
    "An area's contract is rules only",
  ],
  ['packages/contracts/src/dates.ts', "import '@predental/gateway/src/subgraphs';", 'packages/ is the bottom floor'],
  ['packages/contracts/src/dates.ts', "import '@predental/academics-contract/dat';", 'packages/ is the bottom floor'],
  [
    'packages/service-kit/test/errors.test.ts',
    "import '../../../test-support/api-client';",
    "A package's tests import only",
  ],
  [
    'subgraphs/academics/src/gpa/gpa.test.ts',
    "import '../../../../test-support/subgraph-harness';",
    'A subgraph imports no other subgraph',
  ],
];
const ALLOWED: [string, string][] = [
  ['mfe-academics/src/screens.ts', "import '@predental/design/Button';"],
  ['subgraphs/academics/src/main.ts', "import '@predental/service-kit/run-subgraph';"],
  ['mfe-schools/src/screens.ts', "import '@predental/academics-contract/school-fit';"],
  ['subgraphs/academics/contract/src/course.ts', "import '@predental/contracts/plain-text';"],
  ['platform-tests/test/schools/paywall.test.ts', "import '../../../subgraphs/schools/src/main';"],
  ['subgraphs/academics/src/gpa/gpa.test.ts', "import '@predental/academics-contract/test-support/examples';"],
  ['mfe-academics/src/dat/DatPage.test.tsx', "import '@predental/design/test-support/render';"],
];

describe('boundaries (eslint.config.js)', () => {
  let refused: string[][];
  let allowed: string[][];
  beforeAll(() => {
    const answers = boundaryMessages([
      ...REFUSED.map(([file, source]) => [file, source] as [string, string]),
      ...ALLOWED,
    ]);
    refused = answers.slice(0, REFUSED.length);
    allowed = answers.slice(REFUSED.length);
  }, 60_000);

  it.each(REFUSED.map((row, i) => [...row, i] as const))('%s may not %s', (_file, _source, reason, i) => {
    expect(refused[i]).toHaveLength(1);
    expect(refused[i]![0]).toContain(reason);
  });

  it.each(ALLOWED.map((row, i) => [...row, i] as const))('%s may %s', (_file, _source, i) => {
    expect(allowed[i]).toEqual([]);
  });
});
