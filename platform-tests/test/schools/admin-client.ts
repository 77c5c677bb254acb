export { adminClient } from '../../../test-support/api-client';

let counter = 0;
/** A complete, valid school with a name no other test uses (every test file shares one school list). */
export function newSchool(fields: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Test School of Dentistry ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`,
    state: 'Massachusetts',
    city: 'Boston',
    tuition: 95_000,
    tuitionNonResident: null,
    inStateTuition: null,
    programLength: 4,
    scienceGpaAvg: 3.4,
    overallGpaAvg: 3.5,
    datAvg: 520,
    acceptanceRate: 8.5,
    hasAcceleratedProgram: false,
    isPublic: false,
    websiteUrl: 'https://dental.example.edu',
    notes: 'Strong clinical program',
    ...fields,
  };
}
