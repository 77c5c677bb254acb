import { validCourseInput, validDatScore } from '@predental/academics-contract/test-support/examples';
import { bridgeWithServiceDown } from './service-down';

describe('academics rows when the academics service is down', () => {
  let bridge: Awaited<ReturnType<typeof bridgeWithServiceDown>>;

  beforeAll(async () => {
    bridge = await bridgeWithServiceDown('academics');
  });

  afterAll(() => bridge.close());

  it.each([
    ['GET', '/api/courses', undefined],
    ['POST', '/api/courses', validCourseInput],
    ['PATCH', '/api/courses/0123456789abcdef01234567', { grade: 'B' }],
    ['DELETE', '/api/courses/0123456789abcdef01234567', undefined],
    ['POST', '/api/courses/import', { courses: [validCourseInput] }],
    ['GET', '/api/gpa/aadsas', undefined],
    ['GET', '/api/dat', undefined],
    ['POST', '/api/dat', validDatScore],
    ['PATCH', '/api/dat/0123456789abcdef01234567', { biology: 510 }],
    ['DELETE', '/api/dat/0123456789abcdef01234567', undefined],
  ])('%s %s answers 503 with a clear message', async (method, path, body) => {
    expect(await bridge.send(method, path, body)).toEqual({
      status: 503,
      body: { message: 'The academics service is unavailable. Please try again shortly.' },
    });
  });

  it('refuses invalid input at the edge, asking the gateway only who is calling', async () => {
    const before = bridge.operations.length;
    expect(await bridge.send('POST', '/api/dat', { ...validDatScore, biology: 700 })).toEqual({
      status: 400,
      body: { message: 'Score must be between 200-600 in steps of 10' },
    });
    expect(await bridge.send('POST', '/api/dat', { ...validDatScore, biology: 505 })).toEqual({
      status: 400,
      body: { message: 'Score must be between 200-600 in steps of 10' },
    });
    expect(await bridge.send('POST', '/api/dat', { ...validDatScore, scale: '1-30' })).toEqual({
      status: 400,
      body: { message: 'Score must be between 1-30' },
    });
    expect(
      await bridge.send('POST', '/api/courses/import', {
        courses: [validCourseInput, { ...validCourseInput, subject: 'Astrology' }],
      }),
    ).toEqual({
      status: 400,
      body: { message: 'Row 2: Subject must be one of the AADSAS course subjects' },
    });
    // A refused body costs one look at the caller (401 and 403 come first), never the row's own operation.
    expect(bridge.operations.slice(before).map((query) => query.match(/query (\w+)/)?.[1])).toEqual(
      bridge.operations.slice(before).map(() => 'CheckAdmin'),
    );
    expect(bridge.operations.length).toBeGreaterThan(before);
  });
});
