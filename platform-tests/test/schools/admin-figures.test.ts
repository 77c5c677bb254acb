import { adminClient, signedInClient } from '../../../test-support/api-client';
import { aSchool } from '@predental/schools-contract/test-support/examples';

const FIGURE_FIELDS = 'figure value scale year sourceUrl sourceKind enteredByAdmin';
const SCHOOL = `id key overallGpaAvg datAvg figures { ${FIGURE_FIELDS} } figureSources { field figure }`;
const SET = `mutation($schoolId: ID!, $input: SchoolFigureInput!) { setSchoolFigure(schoolId: $schoolId, input: $input) { ${SCHOOL} } }`;
const REMOVE = `mutation($schoolId: ID!, $figure: String!) { removeSchoolFigure(schoolId: $schoolId, figure: $figure) { ${SCHOOL} } }`;
const IMPORT = `mutation($rows: [SchoolFigureCsvRow!]!) { importSchoolFigures(rows: $rows) { imported errors { row message } } }`;
const UPDATE = `mutation($id: ID!, $input: DentalSchoolInput!) { updateDentalSchool(id: $id, input: $input) { ${SCHOOL} } }`;

type Figure = {
  figure: string;
  value: number;
  scale: string | null;
  year: string;
  sourceUrl: string;
  sourceKind: string;
  enteredByAdmin: boolean;
};
type School = {
  id: string;
  key: string;
  overallGpaAvg: number | null;
  datAvg: number | null;
  figures: Figure[];
  figureSources: { field: string; figure: string }[];
};

const source = { year: '2025', sourceKind: 'school', sourceUrl: 'https://dental.example.edu/class-profile' };

/** A school of this test's own, with no figures: other tests share the directory. */
async function ownSchool(admin: Awaited<ReturnType<typeof adminClient>>) {
  const key = `figures-${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 6)}`;
  const created = await admin.post('/api/admin/dental-schools/import', {
    rows: [{ key, name: aSchool().name, state: 'Ohio', city: 'Columbus', programLength: '4' }],
  });
  expect(created.body).toMatchObject({ created: 1, errors: [] });
  const listed = (await admin.get('/api/admin/dental-schools')).body as { id: string; key: string }[];
  return listed.find((school) => school.key === key)!;
}

describe('an admin enters a school figure with its source (issue 22)', () => {
  it('stores it with its year and source, fills the SPEC field from it, and refuses one without a source', async () => {
    const admin = await adminClient();
    const school = await ownSchool(admin);

    const set = await admin.graphql<{ setSchoolFigure: School }>(SET, {
      schoolId: school.id,
      input: { figure: 'gpaOverall', value: 3.71, ...source },
    });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data!.setSchoolFigure).toMatchObject({
      overallGpaAvg: 3.71,
      figures: [{ figure: 'gpaOverall', value: 3.71, scale: null, ...source, enteredByAdmin: true }],
      figureSources: [{ field: 'overallGpaAvg', figure: 'gpaOverall' }],
    });

    // One refusal here: the others are tested against the schema (figure-rules, directory-report tests).
    const refused = await admin.graphql(SET, {
      schoolId: school.id,
      input: { figure: 'gpaOverall', value: 3.5, year: '2025', sourceKind: 'school' },
    });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Source URL is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Nothing refused was stored; a student reads the figure with its source.
    const { client: student } = await signedInClient('figures');
    const listed = (
      await student.graphql<{ dentalSchools: School[] }>(`{ dentalSchools { ${SCHOOL} } }`)
    ).body.data!.dentalSchools.find((s) => s.id === school.id)!;
    expect(listed.figures).toEqual([
      { figure: 'gpaOverall', value: 3.71, scale: null, ...source, enteredByAdmin: true },
    ]);
    expect(
      (await student.graphql(SET, { schoolId: school.id, input: { figure: 'gpaOverall', value: 3.9, ...source } })).body
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');

    // Saving the edit form, which sends the figure as shown, keeps it sourced; a new value is the admin's own.
    const echoed = (
      await admin.graphql<{ updateDentalSchool: School }>(UPDATE, {
        id: school.id,
        input: { overallGpaAvg: 3.71, city: 'Dayton' },
      })
    ).body.data!.updateDentalSchool;
    expect(echoed.figureSources).toEqual([{ field: 'overallGpaAvg', figure: 'gpaOverall' }]);
    const own = (
      await admin.graphql<{ updateDentalSchool: School }>(UPDATE, { id: school.id, input: { overallGpaAvg: 3.5 } })
    ).body.data!.updateDentalSchool;
    expect(own).toMatchObject({ overallGpaAvg: 3.5, figureSources: [] });

    const removed = (
      await admin.graphql<{ removeSchoolFigure: School }>(REMOVE, { schoolId: school.id, figure: 'gpaOverall' })
    ).body.data!.removeSchoolFigure;
    expect(removed.figures).toEqual([]);
    expect((await admin.graphql(REMOVE, { schoolId: school.id, figure: 'nonsense' })).body.errors?.[0]?.message).toBe(
      'Unknown figure',
    );
  });

  it('imports a figures CSV by school key, refusing each row without its source, year or known key', async () => {
    const admin = await adminClient();
    const school = await ownSchool(admin);
    const row = {
      key: school.key,
      figure: 'datAA',
      value: '430',
      scale: '200-600',
      year: '2025',
      sourceKind: 'adea',
      sourceUrl: 'https://adea.example.org/guide',
      note: '',
    };
    const result = await admin.graphql<{ importSchoolFigures: unknown }>(IMPORT, {
      rows: [
        row,
        { ...row, figure: 'gpaScience', value: '3.6', scale: '', sourceUrl: '' },
        { ...row, year: 'last year' },
        { ...row, key: 'no-such-school' },
      ],
    });
    expect(result.body.data!.importSchoolFigures).toEqual({
      imported: 1,
      errors: [
        { row: 2, message: 'Source URL is required' },
        { row: 3, message: 'Year must be an entering class (2024) or an academic year (2025-26)' },
        { row: 4, message: 'No school has the key "no-such-school"' },
      ],
    });
    const listed = (
      await admin.graphql<{ adminDentalSchools: School[] }>(`{ adminDentalSchools { ${SCHOOL} } }`)
    ).body.data!.adminDentalSchools.find((s) => s.id === school.id)!;
    // A DAT average published on 200-600 fills SPEC's datAvg; nothing else was stored.
    expect(listed).toMatchObject({
      datAvg: 430,
      figures: [expect.objectContaining({ figure: 'datAA', value: 430, sourceKind: 'adea', enteredByAdmin: true })],
    });
    expect(listed.figures).toHaveLength(1);
  });
});
