import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTE_AREAS, SUBGRAPH_AREAS } from '@predental/contracts/areas';

const ROOT = path.resolve(__dirname, '../../..');
/** The code the builds bundle for the browser: the shell, the remotes and what they import from the packages. */
const BROWSER_CODE = [
  'shell/src',
  ...['contracts', 'area-runtime', 'design'].map((pkg) => `packages/${pkg}/src`),
  ...REMOTE_AREAS.map(({ name }) => `mfe-${name}/src`),
  ...SUBGRAPH_AREAS.map(({ name }) => `subgraphs/${name}/contract/src`),
];

function sourceFiles(dir: string): string[] {
  return ts.sys
    .readDirectory(path.join(ROOT, dir), ['.ts', '.tsx'])
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/gql/'));
}

/**
 * What browser code takes from zod at run time: `z.name` read as a value (types, like `z.infer<...>`
 * in a type, are QualifiedNames and need nothing), and names imported from 'zod' but as types.
 */
function zodValuesUsed(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'z')
      names.push(node.name.text);
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === 'zod' &&
      !node.importClause?.isTypeOnly
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        names.push(
          ...bindings.elements.filter((each) => !each.isTypeOnly).map((each) => (each.propertyName ?? each.name).text),
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The names browser-zod.js exports (`export { a, b as c }`: a and c). */
function browserZodExports(): Set<string> {
  const file = path.join(__dirname, '..', 'browser-zod.js');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return new Set(
    source.statements.flatMap((statement) =>
      ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements.map((each) => each.name.text)
        : [],
    ),
  );
}

describe("the browser's shared zod (browser-zod.js)", () => {
  it('exports every zod value the browser code uses', () => {
    const used = new Set(BROWSER_CODE.flatMap(sourceFiles).flatMap(zodValuesUsed));
    const exported = browserZodExports();
    expect([...used].filter((name) => !exported.has(name)).sort()).toEqual([]);
  });
});
