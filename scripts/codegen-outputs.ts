import path from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

export interface CodegenOutputs {
  /** The folders and files the config generates into. */
  targets: string[];
  files: { file: string; content: string }[];
}

/** What one workspace's `npm run codegen` would write, without writing it. */
async function outputsOf(workspace: string, configFile: string): Promise<CodegenOutputs> {
  const cwd = path.resolve(workspace);
  // As `npm run codegen` runs it: the settings read the workspace's package.json from where they run.
  process.chdir(cwd);
  const { config } = await loadCodegenConfig({ configFilePath: path.join(cwd, configFile) });
  const outputs = (await generate({ ...config, cwd }, false)) as { filename: string; content: string }[];
  return {
    targets: Object.keys(config.generates).map((target) => path.resolve(cwd, target)),
    files: outputs.map(({ filename, content }) => ({ file: path.resolve(cwd, filename), content })),
  };
}

/**
 * `tsx scripts/codegen-outputs.ts <workspace folder> <config file> [<folder> <config> ...]` prints,
 * as JSON keyed by folder, what each workspace's `npm run codegen` would write. The codegen test
 * runs it in its own process (the CLI loads ES modules that jest cannot), once for every
 * workspace: loading the CLI costs more than a generation.
 */
async function main() {
  const start = process.cwd();
  const args = process.argv.slice(2);
  const result: Record<string, CodegenOutputs> = {};
  for (let index = 0; index < args.length; index += 2) {
    process.chdir(start);
    // Settings are read from the workspace when loaded (its package.json names its area contracts):
    // the repository's own modules load afresh for each workspace; node_modules' stay loaded.
    for (const file of Object.keys(require.cache)) if (!file.includes('node_modules')) delete require.cache[file];
    result[args[index]!] = await outputsOf(args[index]!, args[index + 1] ?? 'codegen.ts');
  }
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
