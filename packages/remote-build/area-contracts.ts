import { readFileSync } from 'node:fs';

/**
 * The area contracts a workspace depends on (each `@predental/<area>-contract` in its package.json),
 * as their folders from the repository's root. Their `graphql/` folders hold each entity's fragment
 * and the operations several clients send, once: the workspace's codegen reads them beside its own.
 */
export function areaContracts(packageJsonFile: string): string[] {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(packageJsonFile, 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return Object.keys({ ...dependencies, ...devDependencies }).flatMap((name) => {
    const area = /^@predental\/(.+)-contract$/.exec(name)?.[1];
    return area ? [`subgraphs/${area}/contract`] : [];
  });
}
