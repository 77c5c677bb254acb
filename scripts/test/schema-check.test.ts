import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { readSubgraphSdl } from '@predental/service-kit/subgraph-sdl';
import { ROOT, SUBGRAPHS } from '../../gateway/src/subgraphs';
import { checkSubgraph } from '../schema-check/check';
import { formatReport } from '../schema-check/report';

/**
 * Schema checks per team (issue 11): a subgraph's SDL is composed with the others' and checked
 * against the committed supergraph and every client operation file. Each case hands the checker
 * an edited copy of the academics SDL; no repository file changes.
 */

const academics = readSubgraphSdl(path.join(ROOT, 'subgraphs/academics/src'));

/** The report printed for `check` says each line given. */
function expectReportSays(check: Parameters<typeof formatReport>[0], lines: string[]) {
  const report = formatReport(check);
  for (const line of lines) expect(report).toContain(line);
}

/** The academics SDL with one exact piece of it replaced (the piece must be there), to compose in place of its file. */
function edited(from: string, to: string): { academics: string } {
  expect(academics).toContain(from);
  return { academics: academics.replace(from, to) };
}

describe('npm run schema:check', () => {
  // One process composes and checks every subgraph, as `npm run schema:check` does.
  it('passes for every subgraph as committed, exiting 0', async () => {
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
    const { stdout } = await promisify(execFile)(tsx, [path.join(ROOT, 'scripts/schema-check.ts')], { cwd: ROOT });
    for (const { name } of SUBGRAPHS)
      expect(stdout).toContain(`schema:check ${name}: subgraphs/${name}/src/schema.graphql composed with`);
    expect(stdout.match(/^PASSED: no change against the committed supergraph$/gm)).toHaveLength(SUBGRAPHS.length);
  }, 60_000);

  it('refuses an unknown subgraph name with exit code 2', async () => {
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
    await expect(
      promisify(execFile)(tsx, [path.join(ROOT, 'scripts/schema-check.ts'), 'billing'], { cwd: ROOT }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown subgraph billing') });
  }, 60_000);
});

describe('checkSubgraph', () => {
  it('fails when a field the screens and the bridge select is removed, naming the field and the operation files', async () => {
    const check = await checkSubgraph(
      'academics',
      edited('  courseName: String!\n  courseCode: String!\n', '  courseName: String!\n'),
    );
    expect(check.passed).toBe(false);
    const removed = check.changes.find((change) => change.path === 'Course.courseCode');
    expect(removed).toMatchObject({ level: 'breaking', subgraphs: ['academics'] });
    expect(removed?.usedBy).toEqual(
      expect.arrayContaining([
        'subgraphs/academics/contract/graphql/course-fields.graphql',
        'subgraphs/academics/contract/graphql/list-courses.graphql',
        'rest-bridge/src/academics/operations/get-course.graphql',
      ]),
    );
    expect(check.brokenOperations.map(({ file }) => file)).toEqual(expect.arrayContaining(removed!.usedBy));

    const report = formatReport(check);
    expect(report).toMatch(/BREAKING +Field 'courseCode' was removed from object type 'Course' \(Course\.courseCode\)/);
    expect(report).toContain('subgraphs/academics/contract/graphql/list-courses.graphql: no longer validates\n');
    expect(report).toContain('rest-bridge/src/academics/operations/get-course.graphql: no longer validates\n');
    expect(report).toContain(
      '    subgraphs/academics/contract/graphql/list-courses.graphql: Cannot query field "courseCode" on type "Course".',
    );
    expect(report).toMatch(
      /^FAILED: 1 breaking change\(s\) used by clients, \d+ client operation file\(s\) no longer validate$/m,
    );
  });

  it("leaves another subgraph's breaking change to that subgraph's check, mentioning it", async () => {
    const check = await checkSubgraph(
      'identity',
      edited('  courseName: String!\n  courseCode: String!\n', '  courseName: String!\n'),
    );
    expect(check).toMatchObject({
      passed: true,
      changes: [],
      otherChanges: [expect.objectContaining({ path: 'Course.courseCode', subgraphs: ['academics'] })],
    });
    expect(check.brokenElsewhere).toContain('subgraphs/academics/contract/graphql/list-courses.graphql');
    expect(formatReport(check)).toMatch(
      /1 change\(s\) from other subgraphs' SDL in this checkout \(academics\), breaking \d+ client operation file\(s\): their own schema:check reports them/,
    );
  });

  it('fails when the type of an argument a client sends changes, naming the operation that sends it', async () => {
    const check = await checkSubgraph('academics', edited('course(id: ID!): Course!', 'course(id: Int!): Course!'));
    expect(check.passed).toBe(false);
    expect(check.changes).toEqual([
      expect.objectContaining({
        level: 'breaking',
        path: 'Query.course.id',
        usedBy: ['rest-bridge/src/academics/operations/get-course.graphql'],
      }),
    ]);
    expect(formatReport(check)).toContain(
      '    rest-bridge/src/academics/operations/get-course.graphql: Variable "$id" of type "ID!" used in position expecting type "Int!".',
    );
  });

  it('fails when a field clients select becomes nullable, though their operations still validate', async () => {
    const check = await checkSubgraph(
      'academics',
      edited('  courseCode: String!\n  credits: Float!\n', '  courseCode: String!\n  credits: Float\n'),
    );
    expect(check.passed).toBe(false);
    expect(check.brokenOperations).toEqual([]);
    expect(check.changes).toEqual([
      expect.objectContaining({
        level: 'breaking',
        path: 'Course.credits',
        usedBy: expect.arrayContaining(['subgraphs/academics/contract/graphql/course-fields.graphql']),
      }),
    ]);
    expect(formatReport(check)).toContain(
      'subgraphs/academics/contract/graphql/course-fields.graphql: still validates, but relies on what changed',
    );
  });

  it('passes a new field with a short note and the reminder to recompose', async () => {
    const check = await checkSubgraph(
      'academics',
      edited(
        '  courseName: String!\n  courseCode: String!\n',
        '  courseName: String!\n  courseCode: String!\n  instructor: String\n',
      ),
    );
    expect(check).toMatchObject({
      passed: true,
      supergraphChanged: true,
      changes: [expect.objectContaining({ level: 'safe', path: 'Course.instructor' })],
    });
    expectReportSays(check, [
      "safe       Field 'instructor' was added to object type 'Course' (Course.instructor)",
      'PASSED: 1 safe change(s)',
      'npm run compose && npm run codegen',
    ]);
  });

  it('passes the removal of a field no client operation uses, reported as breaking but unused', async () => {
    // User.datScores: the screens read Query.datScores instead.
    const check = await checkSubgraph('academics', edited('  datScores: [DatScore!]\n', ''));
    expect(check).toMatchObject({
      passed: true,
      changes: [expect.objectContaining({ level: 'breaking', path: 'User.datScores', usedBy: [] })],
    });
    expectReportSays(check, [
      "BREAKING, UNUSED  Field 'datScores' was removed from object type 'User' (User.datScores)",
      'PASSED: 1 breaking change(s) no client uses (allowed)',
    ]);
  });

  it('fails, with composition errors, when the subgraphs no longer compose', async () => {
    const check = await checkSubgraph('academics', edited('type Course {', 'type Course @key(fields: "missing") {'));
    expect(check.passed).toBe(false);
    expect(check.compositionErrors.join('\n')).toContain('[academics]');
    expectReportSays(check, ['Composition failed:', 'FAILED: the subgraphs do not compose']);
  });

  it('fails, naming the subgraph, when its SDL does not parse', async () => {
    const check = await checkSubgraph('academics', edited('type Course {', 'type Course {{'));
    expect(check).toMatchObject({
      passed: false,
      compositionErrors: [expect.stringMatching(/^academics: Syntax Error/)],
    });
  });
});
