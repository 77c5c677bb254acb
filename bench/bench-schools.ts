/** The benches' seeded schools: `count` plain Ohio schools, each a POST /api/admin/dental-schools body. */
export function benchSchools(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    name: `Bench School ${i}`,
    state: 'Ohio',
    city: 'Columbus',
    tuition: 50_000 + i,
    programLength: 4,
    scienceGpaAvg: 3.5,
    overallGpaAvg: 3.6,
    datAvg: 20,
  }));
}
