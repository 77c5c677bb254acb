import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const workspace = path.join(__dirname, '..', '..', '..', 'mfe-schools');
const dist = path.join(workspace, 'dist');
const devDist = path.join(workspace, 'dist-dev');

/** Every file of the production build with its size and time, or nothing when there is no build. */
function snapshot(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => {
      const stats = statSync(path.join(dir, file));
      return `${file} ${stats.size} ${stats.mtimeMs}`;
    });
}

let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
});

/** The URL the dev server prints once it listens. */
function started(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/\[schools dev\] (http:\/\/localhost:\d+)\//)?.[1];
      if (url) resolve(url);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the dev server stopped (${code}): ${output}`)));
  });
}

it('npm run dev serves a development build of the remote and leaves the production build that npm start serves as it is', async () => {
  const before = snapshot(dist);
  // What it serves must be this run's build, not one an earlier run left.
  rmSync(devDist, { recursive: true, force: true });
  server = spawn(process.execPath, ['--import', 'tsx', '../packages/remote-server/src/dev-remote.ts', '0'], {
    cwd: workspace,
    env: { ...process.env, PLATFORM_URL: 'http://127.0.0.1:9' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await started(server);

  // Asked at once, while the first build is still running: the answer waits for the whole build.
  const manifest = await fetch(`${url}/remotes/schools/mf-manifest.json`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(await manifest.json()).toMatchObject({ name: 'schools' });
  expect(existsSync(path.join(devDist, 'mf-manifest.json'))).toBe(true);
  const standalone = await fetch(`${url}/remotes/schools/standalone/`);
  expect(standalone.status).toBe(200);
  expect(await standalone.text()).toContain('<title>Schools (standalone)</title>');
  // Anything else is the platform's; here it does not answer, and the server says so.
  const passed = await fetch(`${url}/graphql`);
  expect(passed.status).toBe(502);
  expect(await passed.text()).toContain('The platform at http://127.0.0.1:9 does not answer');

  const stopped = new Promise<number | null>((resolve) => server!.on('exit', resolve));
  server.kill('SIGTERM');
  expect(await stopped).toBe(0);
  expect(snapshot(dist)).toEqual(before);
}, 120_000);
