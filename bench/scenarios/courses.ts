import { signViewer } from '@predental/service-kit/viewer-token';
import type { Stack } from '../../scripts/stack';
import type { Scenario } from '../measure';
import { signUpBenchStudent } from './sign-up';

const COURSE_COUNT = 200;
const GRADES = ['A', 'A-', 'B+', 'B', 'C'];
const SEMESTERS = ['Spring', 'Summer', 'Fall', 'Winter'];

/** A student with 200 courses lists them: through the bridge, and straight at the academics subgraph. */
export async function courseScenarios(stack: Stack): Promise<Scenario[]> {
  const { cookie, user } = await signUpBenchStudent(stack, 'courses');
  for (let i = 0; i < COURSE_COUNT; i += 1) {
    const added = await fetch(`${stack.entryUrl}/api/courses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        courseName: `Course ${i}`,
        courseCode: `C${i}`,
        credits: 3,
        grade: GRADES[i % GRADES.length],
        isScience: i % 2 === 0,
        semester: SEMESTERS[i % SEMESTERS.length],
        year: 2015 + (i % 10),
      }),
    });
    if (added.status !== 201) throw new Error(`bench course ${i} failed: ${added.status} ${await added.text()}`);
  }
  const query = JSON.stringify({
    query: '{ courses { id courseName courseCode credits grade isScience semester year } }',
  });
  return [
    {
      title: `GET /api/courses (${COURSE_COUNT} courses) through the bridge`,
      url: `${stack.entryUrl}/api/courses`,
      headers: { cookie },
    },
    {
      title: `{ courses } (${COURSE_COUNT}) straight to the academics subgraph`,
      url: stack.subgraphUrls.academics!,
      method: 'POST',
      // Signed now: the assertion lives 30 s, longer than the warm-up and the run together.
      headers: {
        'content-type': 'application/json',
        'x-viewer-assertion': signViewer(
          { id: user.id, username: user.username, isAdmin: false, isPremium: false, sessionId: 'bench' },
          stack.secret,
          'academics',
        ),
      },
      body: query,
    },
  ];
}
