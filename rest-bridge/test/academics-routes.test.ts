import { validCourseInput, validDatScore } from '@predental/academics-contract/test-support/examples';
import { describeServiceDown } from './service-down';

const id = '0123456789abcdef01234567';

describeServiceDown(
  'academics',
  [
    ['GET', '/api/courses', undefined],
    ['POST', '/api/courses', validCourseInput],
    ['PATCH', `/api/courses/${id}`, { grade: 'B' }],
    ['DELETE', `/api/courses/${id}`, undefined],
    ['POST', '/api/courses/import', { courses: [validCourseInput] }],
    ['GET', '/api/gpa/aadsas', undefined],
    ['GET', '/api/dat', undefined],
    ['POST', '/api/dat', validDatScore],
    ['PATCH', `/api/dat/${id}`, { biology: 510 }],
    ['DELETE', `/api/dat/${id}`, undefined],
  ],
  [
    ['POST', '/api/dat', { ...validDatScore, biology: 700 }, 'Score must be between 200-600 in steps of 10'],
    ['POST', '/api/dat', { ...validDatScore, biology: 505 }, 'Score must be between 200-600 in steps of 10'],
    ['POST', '/api/dat', { ...validDatScore, scale: '1-30' }, 'Score must be between 1-30'],
    [
      'POST',
      '/api/courses/import',
      { courses: [validCourseInput, { ...validCourseInput, subject: 'Astrology' }] },
      'Row 2: Subject must be one of the AADSAS course subjects',
    ],
  ],
);
