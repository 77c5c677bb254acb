import { describeServiceDown } from './service-down';

const id = '0123456789abcdef01234567';

describeServiceDown(
  'applications',
  [
    ['GET', '/api/application-cycle', undefined],
    ['PATCH', '/api/admin/application-cycle', { cycleName: '2027–2028' }],
    ['GET', '/api/applications', undefined],
    ['POST', '/api/applications', { schoolId: id }],
    ['GET', '/api/applications/budget', undefined],
    ['PATCH', `/api/applications/${id}`, { deposit: 500 }],
    ['DELETE', `/api/applications/${id}`, undefined],
    ['POST', `/api/applications/${id}/events`, { kind: 'offer', date: '2027-01-10' }],
  ],
  [
    ['POST', '/api/applications', {}, 'School is required'],
    ['PATCH', `/api/applications/${id}`, { supplementalFee: -1 }, 'Supplemental fee must not be negative'],
    [
      'POST',
      `/api/applications/${id}/events`,
      { kind: 'offer', date: '2027-02-30' },
      'Please enter a valid date (YYYY-MM-DD)',
    ],
    [
      'PATCH',
      '/api/admin/application-cycle',
      { aadsasFeeAdditional: -1 },
      'AADSAS fee for each additional school must not be negative',
    ],
  ],
);
