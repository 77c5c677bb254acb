import path from 'node:path';
import { signViewer } from '@predental/service-kit/viewer-token';
import { adminClient, signedInClient } from '../../../test-support/api-client';
import { startSubgraphReplica } from '../../../test-support/service-process';
import { readSchoolSeed } from '../../../subgraphs/schools/src/seed/dental-school-seed';

const SEED = readSchoolSeed(
  path.join(__dirname, '..', '..', '..', 'subgraphs', 'schools', 'seed', 'dental-schools.csv'),
);
const seedKeys = SEED.map((school) => school.key);

type ListedSchool = {
  id: string;
  key: string;
  name: string;
  city: string;
  state: string;
  notes: string | null;
  tuition: number | null;
  datAvg: number | null;
};

describe('the seeded dental school directory', () => {
  it('ships every accredited US program once, each with a unique key, and lists them all on first start', async () => {
    expect(SEED).toHaveLength(73);
    expect(new Set(seedKeys).size).toBe(SEED.length);
    expect(new Set(SEED.map((school) => school.name)).size).toBe(SEED.length);

    const { client: student } = await signedInClient();
    const listed = (await student.get('/api/dental-schools')).body as ListedSchool[];
    for (const school of SEED.filter((s) => s.key !== 'marquette-dentistry')) {
      const matches = listed.filter((s) => s.key === school.key);
      expect(matches).toEqual([expect.objectContaining({ name: school.name, city: school.city, state: school.state })]);
    }
  });

  it('on restart adds nothing, keeps an admin edit and never brings back a school an admin deleted', async () => {
    const admin = await adminClient();
    const listed = (await admin.get('/api/admin/dental-schools')).body as ListedSchool[];
    const deleted = listed.find((s) => s.key === 'marquette-dentistry')!;
    const edited = listed.find((s) => s.key === 'wvu-dentistry')!;
    expect((await admin.delete(`/api/admin/dental-schools/${deleted.id}`)).status).toBe(200);
    expect((await admin.patch(`/api/admin/dental-schools/${edited.id}`, { notes: 'Edited by an admin' })).status).toBe(
      200,
    );

    // A second schools process on the same database runs the start-up seed check again.
    const replica = await startSubgraphReplica('schools');
    try {
      const viewer = {
        id: '665f0000000000000000a001',
        username: 'seed-reader',
        isAdmin: false,
        isPremium: false,
        sessionId: 's1',
      };
      const response = await fetch(`${replica.base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-viewer-assertion': signViewer(viewer, process.env.TEST_INTERNAL_SECRET!, 'schools'),
        },
        body: JSON.stringify({ query: '{ dentalSchools { key notes } }' }),
      });
      const schools = ((await response.json()) as { data: { dentalSchools: { key: string; notes: string | null }[] } })
        .data.dentalSchools;
      const seeded = schools.filter((s) => seedKeys.includes(s.key));
      expect(seeded).toHaveLength(SEED.length - 1);
      expect(seeded.map((s) => s.key)).not.toContain('marquette-dentistry');
      expect(seeded.find((s) => s.key === 'wvu-dentistry')!.notes).toBe('Edited by an admin');
    } finally {
      await replica.stop();
    }
  });
});
