import { validLetter } from '@predental/applications-contract/test-support/examples';
import { signedInClient } from '../../../test-support/api-client';

const SCHOOLS = '{ dentalSchools { id key } }';
const ADD = `mutation ($schoolId: ID!) { addApplication(schoolId: $schoolId) { id } }`;
const CHECKS = `{ myApplications { school { letterRequirement { dentist committeeInstead year sourceKind sourceUrl } myLetters { status words } } } }`;

type Checks = {
  myApplications: {
    school: { letterRequirement: Record<string, unknown> | null; myLetters: { status: string; words: string } };
  }[];
};

describe("each applied school's letter requirement, through the gateway", () => {
  it("answers the seed's sourced requirement, and whether the student's completed letters meet it", async () => {
    const { client } = await signedInClient('letterreq');
    const { dentalSchools } = (await client.graphql<{ dentalSchools: { id: string; key: string }[] }>(SCHOOLS)).body
      .data!;
    // Maryland's own page states its letters; Harvard has no sourced row (by name: Harvard sorts first).
    for (const key of ['umaryland-dentistry', 'harvard-sdm'])
      expect(
        (await client.graphql(ADD, { schoolId: dentalSchools.find((school) => school.key === key)!.id })).body.errors,
      ).toBeUndefined();
    const checks = async () =>
      (await client.graphql<Checks>(CHECKS)).body.data!.myApplications.map(({ school }) => school);

    const [harvard, maryland] = await checks();
    expect(harvard).toEqual({ letterRequirement: null, myLetters: { status: 'not-on-file', words: 'Not on file' } });
    expect(maryland).toEqual({
      letterRequirement: {
        dentist: 1,
        committeeInstead: true,
        year: null,
        sourceKind: 'school',
        sourceUrl:
          'https://www.dental.umaryland.edu/admissions/programs/doctor-of-dental-surgery/dds-letters-of-recommendation/',
      },
      myLetters: {
        status: 'not-met',
        words: 'Not met: needs one more science faculty letter and one more dentist letter',
      },
    });

    // A committee letter stands in for the science professor; requested letters do not count until completed.
    await client.post('/api/letters', { ...validLetter, kind: 'committee', role: 'other', status: 'completed' });
    const dentist = (await client.post('/api/letters', { ...validLetter, role: 'dentist' })).body as { id: string };
    expect((await checks())[1]!.myLetters.words).toBe('Not met: needs one more dentist letter');
    await client.patch(`/api/letters/${dentist.id}`, { status: 'completed' });
    expect((await checks())[1]!.myLetters).toEqual({ status: 'met', words: 'Met' });
  });
});
