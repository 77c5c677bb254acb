import { validCourseInput, validDatScore } from '@predental/academics-contract/test-support/examples';
import { validLetter } from '@predental/applications-contract/test-support/examples';
import {
  validExperienceLog,
  validShadowingEntry,
  validVolunteerEntry,
} from '@predental/experience-contract/test-support/examples';
import { BSON, MongoClient } from 'mongodb';
import { SUBGRAPHS } from '../../../gateway/src/subgraphs';
import { signedInClient, type ApiClient } from '../../../test-support/api-client';

/**
 * A student with records in every area: a course and a DAT attempt, every kind of hours log and
 * a goal, a favorite, an application with a letter, a personal statement with a version whose
 * text names the student's id (so its text is found by the id like every other record), and a
 * calendar address.
 */
export async function studentInEveryArea(prefix: string, base?: string) {
  const signed = await signedInClient(prefix, base);
  const { client, user } = signed;
  const created = async (request: Promise<{ status: number; body: any }>) => {
    const answer = await request;
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  await created(client.post('/api/courses', validCourseInput));
  await created(client.post('/api/dat', validDatScore));
  await created(client.post('/api/shadowing', validShadowingEntry));
  await created(client.post('/api/volunteer', validVolunteerEntry));
  await created(client.post('/api/experience-logs', validExperienceLog));
  await created(client.patch('/api/goals', { shadowingGoal: 40 }));
  const [school] = (await client.get('/api/dental-schools')).body as { id: string }[];
  await created(client.post('/api/favorites/schools', { schoolId: school!.id }));
  await created(client.post('/api/applications', { schoolId: school!.id }));
  await created(client.post('/api/letters', validLetter));
  const statement = await created(client.post('/api/personal-statements', { title: 'Why dentistry', text: 'Draft' }));
  await created(client.post(`/api/personal-statements/${statement.id}/versions`, { text: `Version of ${user.id}` }));
  const calendar = await client.graphql('mutation { replaceCalendarSubscription { path } }');
  if (!calendar.body.data) throw new Error(JSON.stringify(calendar.body));
  return signed;
}

/** DELETE /api/me with this body. */
export const deleteAccount = (client: ApiClient, body: object) =>
  client.send('DELETE', '/api/me', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * For each user id, every document of every area's database that names it anywhere
 * (`<area>.<collection>`: how many), read straight from the databases in one pass. The admin
 * totals are left out: a deleted account keeps an empty entry there under its id, so a late count
 * of it changes nothing (its counts are checked through the admin statistics). Identity's throttle counters are left out too (a
 * password typed wrongly is counted under the id; a deletion removes them).
 */
export async function documentsNaming(uri: string, userIds: string[]): Promise<Record<string, number>[]> {
  const mongo = await new MongoClient(uri).connect();
  try {
    const found: Record<string, number>[] = userIds.map(() => ({}));
    for (const { name } of SUBGRAPHS) {
      const db = mongo.db(`predental_${name}`);
      for (const { name: collection } of await db.listCollections({}, { nameOnly: true }).toArray()) {
        if (collection.includes('_totals') || collection === 'throttle_attempts') continue;
        const key = `${name}.${collection}`;
        for await (const doc of db.collection(collection).find()) {
          const text = BSON.EJSON.stringify(doc, { relaxed: false });
          userIds.forEach((id, n) => {
            if (text.includes(id)) found[n]![key] = (found[n]![key] ?? 0) + 1;
          });
        }
      }
    }
    return found;
  } finally {
    await mongo.close();
  }
}
