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

/** zod and zod/mini are read through `z` (`import * as z` or `import { z }`). */
const ZOD_MODULES = ['zod', 'zod/mini'];

/** Whether the file imports the module as a value, not only its types. */
const importsValues = (source: ts.SourceFile, module: string) =>
  source.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === module &&
      !statement.importClause?.isTypeOnly,
  );

/**
 * The values browser code takes from a module: names imported from it but as types, and for zod
 * `z.name` read as a value (types, like `z.infer<...>` in a type, are QualifiedNames and need nothing).
 */
function valuesUsed(file: string, module: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  const readsZ = ZOD_MODULES.includes(module) && importsValues(source, module);
  const visit = (node: ts.Node) => {
    if (
      readsZ &&
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'z'
    )
      names.push(node.name.text);
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === module &&
      !node.importClause?.isTypeOnly
    ) {
      const bindings = node.importClause?.namedBindings;
      // A namespace import could read any value: name what it needs instead.
      if (bindings && ts.isNamespaceImport(bindings) && !ZOD_MODULES.includes(module))
        names.push('* (namespace import)');
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

/** The names one of our shared modules exports (`export { a, b as c }`: a and c). */
function exportsOf(sharedModule: string): Set<string> {
  const file = path.join(__dirname, '..', sharedModule);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return new Set(
    source.statements.flatMap((statement) =>
      ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements.map((each) => each.name.text)
        : [],
    ),
  );
}

describe.each([
  ['zod', 'browser-zod.js'],
  ['zod/mini', 'browser-zod-mini.js'],
  ['@apollo/client', 'browser-apollo.js'],
  ['react-router-dom', 'browser-router.js'],
])("the browser's shared %s (%s)", (module, sharedModule) => {
  it('exports every value the browser code takes from it', () => {
    const used = new Set(BROWSER_CODE.flatMap(sourceFiles).flatMap((file) => valuesUsed(file, module)));
    const exported = exportsOf(sharedModule);
    expect([...used].filter((name) => !exported.has(name)).sort()).toEqual([]);
  });
});
