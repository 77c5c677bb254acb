import path from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

export interface CodegenOutputs {
  /** The folders and files the config generates into. */
  targets: string[];
  files: { file: string; content: string }[];
}

/**
 * `tsx scripts/codegen-outputs.ts <workspace folder> <config file>` prints, as JSON, what that
 * workspace's `npm run codegen` would write, without writing it. The codegen test runs it in its
 * own process: the CLI loads ES modules that jest cannot.
 */
async function main() {
  const [workspace = '', configFile = 'codegen.ts'] = process.argv.slice(2);
  const cwd = path.resolve(workspace);
  // As `npm run codegen` runs it: the settings read the workspace's package.json from where they run.
  process.chdir(cwd);
  const { config } = await loadCodegenConfig({ configFilePath: path.join(cwd, configFile) });
  const outputs = (await generate({ ...config, cwd }, false)) as { filename: string; content: string }[];
  const result: CodegenOutputs = {
    targets: Object.keys(config.generates).map((target) => path.resolve(cwd, target)),
    files: outputs.map(({ filename, content }) => ({ file: path.resolve(cwd, filename), content })),
  };
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
