import type { DentalSchoolForm } from '../src/dental-school';

// The schools area's valid example, beside its rules: every test level spreads it for a variant.

/** A complete, valid dental school as the admin form sends it (POST /api/admin/dental-schools, createDentalSchool). */
export const validSchool = {
  name: 'Test School of Dentistry',
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
} satisfies Required<DentalSchoolForm>;

let named = 0;
/** validSchool under a name no other test uses (every file and run may share one school list), then the fields given. */
export function aSchool(fields: Record<string, unknown> = {}) {
  named += 1;
  const name = `${validSchool.name} ${Date.now().toString(36)}${process.pid.toString(36)}${named}`;
  return { ...validSchool, name, ...fields };
}

/** validSchool as the API lists it to a student: with its id and key, no figures or short names on file, not a favorite. */
export const listedSchool = {
  ...validSchool,
  id: 'school-1',
  key: 'school-1',
  isFavorite: false,
  shortNames: [] as string[],
  figures: [],
  figureSources: [],
};
