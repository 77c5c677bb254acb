let counter = 0;
/** A complete, valid DentalSchoolInput with a name no other test of this process uses. */
export function schoolInput(fields: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Test School of Dentistry ${process.pid.toString(36)}${counter}`,
    state: 'Massachusetts',
    city: 'Boston',
    tuition: 95_000,
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
