import { describeServiceDown } from './service-down';

const school = {
  name: 'Test School',
  state: 'Texas',
  city: 'Houston',
  tuition: 40_000,
  programLength: 4,
  scienceGpaAvg: 3.3,
  overallGpaAvg: 3.4,
  datAvg: 510,
};
const id = '0123456789abcdef01234567';

describeServiceDown(
  'schools',
  [
    ['GET', '/api/dental-schools', undefined],
    ['GET', '/api/dental-schools/directory', undefined],
    ['GET', '/api/favorites/schools', undefined],
    ['POST', '/api/favorites/schools', { schoolId: id }],
    ['DELETE', `/api/favorites/schools/${id}`, undefined],
    ['GET', '/api/admin/dental-schools', undefined],
    ['POST', '/api/admin/dental-schools', school],
    ['PATCH', `/api/admin/dental-schools/${id}`, { tuition: 41_000 }],
    ['DELETE', `/api/admin/dental-schools/${id}`, undefined],
    ['POST', '/api/admin/dental-schools/import', { rows: [{ name: 'Test School' }] }],
  ],
  [
    [
      'POST',
      '/api/admin/dental-schools',
      { ...school, acceptanceRate: 120 },
      'Acceptance rate should be between 0-100',
    ],
  ],
);
