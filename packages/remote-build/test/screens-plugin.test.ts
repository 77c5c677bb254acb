import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'screens-plugin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** A remote's src/screens.ts with this default export. */
function declaration(source: string): string {
  const file = path.join(dir, `screens-${++files}.ts`);
  writeFileSync(
    file,
    `import type { AreaScreensDeclaration } from '@predental/contracts/screens';\nexport default ${source} satisfies AreaScreensDeclaration;\n`,
  );
  return file;
}
/** The plugin's reading of a declaration, in plain Node as webpack-cli runs it (tsx's loader does not run inside jest's). */
function read(file: string, exposes: Record<string, string>): { name: string; json: string } {
  const script = `
    const { ScreensPlugin } = require(${JSON.stringify(path.join(__dirname, '..', 'screens-plugin.js'))});
    try { console.log(JSON.stringify(new ScreensPlugin(${JSON.stringify({ file, exposes })}).read())); }
    catch (error) { console.log(JSON.stringify({ error: error.message })); }`;
  const answer = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as
    { name: string; json: string } | { error: string };
  if ('error' in answer) throw new Error(answer.error);
  return answer;
}

const exposes = { './Coursework': './src/coursework/CourseworkPage.tsx', './GpaCards': './src/dashboard/GpaCards.tsx' };

describe('the screens.json a remote build writes', () => {
  it('is the checked declaration, with defaults filled in', () => {
    const file = declaration(
      `{ area: 'Academics', screens: [{ path: '/coursework', module: 'Coursework', nav: { label: 'Coursework', section: 'main', order: 30 } }] }`,
    );
    const { name, json } = read(file, exposes);
    expect(name).toBe('screens.json');
    expect(JSON.parse(json)).toEqual({
      area: 'Academics',
      screens: [
        {
          path: '/coursework',
          module: 'Coursework',
          adminOnly: false,
          nav: { label: 'Coursework', section: 'main', order: 30 },
        },
      ],
    });
  });

  it('fails the build on a declaration the shell would refuse, saying why', () => {
    const file = declaration(
      `{ area: 'Academics', screens: [{ path: 'Course Work', module: 'Coursework' }] } as never`,
    );
    expect(() => read(file, exposes)).toThrow(
      /is not a valid screen declaration:[\s\S]*lowercase words joined by - and \//,
    );
  });

  it('fails the build on a screen whose module the remote does not expose', () => {
    const file = declaration(`{ area: 'Academics', screens: [{ path: '/transcripts', module: 'Transcripts' }] }`);
    expect(() => read(file, exposes)).toThrow('declares modules the remote does not expose: Transcripts');
  });

  it('fails the build on a contribution whose module the remote does not expose', () => {
    const file = declaration(
      `{ area: 'Academics', screens: [], contributions: [{ slot: 'dashboard-first-steps', module: 'CoursesStep', order: 10 }] }`,
    );
    expect(() => read(file, exposes)).toThrow('declares modules the remote does not expose: CoursesStep');
  });

  it('fails the build on a contribution to a slot no shell screen hosts, naming the slots there are', () => {
    const file = declaration(
      `{ area: 'Academics', screens: [], contributions: [{ slot: 'dashboard-card', module: 'GpaCards', order: 10 }] }`,
    );
    expect(() => read(file, exposes)).toThrow(
      /contributes to slots no shell screen hosts: dashboard-card \(the slots are .*dashboard-cards.*\)/,
    );
  });

  it('fails the build on a module contributed twice to one slot', () => {
    const contributions = [
      { slot: 'dashboard-cards', module: 'GpaCards', order: 10 },
      { slot: 'dashboard-cards', module: 'GpaCards', order: 20 },
    ];
    const file = declaration(`{ area: 'Academics', screens: [], contributions: ${JSON.stringify(contributions)} }`);
    expect(() => read(file, exposes)).toThrow(
      'contributes a module to the same slot twice: GpaCards in dashboard-cards',
    );
  });

  it('keeps the contributions it was given', () => {
    const contributions = [
      { slot: 'dashboard-first-steps', module: 'CoursesStep', order: 10 },
      { slot: 'dashboard-cards', module: 'GpaCards', order: 10 },
      { slot: 'application-summary-sections', module: 'ApplicationAcademics', order: 10 },
    ];
    const file = declaration(`{ area: 'Academics', screens: [], contributions: ${JSON.stringify(contributions)} }`);
    const every = {
      ...exposes,
      './CoursesStep': './src/CoursesStep.tsx',
      './ApplicationAcademics': './src/Summary.tsx',
    };
    expect(JSON.parse(read(file, every).json)).toEqual({ area: 'Academics', screens: [], contributions });
  });
});
