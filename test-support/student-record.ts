import { validCourseInput, validDatScore } from '@predental/academics-contract/test-support/examples';
import { validLetter } from '@predental/applications-contract/test-support/examples';
import {
  validExperienceLog,
  validShadowingEntry,
  validVolunteerEntry,
} from '@predental/experience-contract/test-support/examples';

async function send(entryUrl: string, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${entryUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Gives the signed-in student (`cookie`: `sid=...`) a record in every area: a course and a DAT
 * score, shadowing, volunteer and other hours with a goal, a favourite school with an application,
 * a letter and a personal statement. Every screen then shows data (tables, the hours chart), as a
 * student's does, rather than its empty state.
 */
export async function fillEveryArea(entryUrl: string, cookie: string): Promise<void> {
  const post = (path: string, body: unknown) => send(entryUrl, cookie, 'POST', path, body);
  await post('/api/courses', validCourseInput);
  await post('/api/dat', validDatScore);
  await post('/api/shadowing', validShadowingEntry);
  await post('/api/volunteer', validVolunteerEntry);
  await post('/api/experience-logs', validExperienceLog);
  await send(entryUrl, cookie, 'PATCH', '/api/goals', { shadowingGoal: 40 });
  const [school] = (await send(entryUrl, cookie, 'GET', '/api/dental-schools')) as { id: string }[];
  await post('/api/favorites/schools', { schoolId: school!.id });
  await post('/api/applications', { schoolId: school!.id });
  await post('/api/letters', validLetter);
  await post('/api/personal-statements', { title: 'Why dentistry', text: 'A first draft.' });
}
