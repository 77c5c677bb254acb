import { aSchool } from '@predental/schools-contract/test-support/examples';
import { adminClient } from '../../../test-support/api-client';
import { importSummary } from './import-summary';

type ListedSchool = {
  id: string;
  key: string;
  name: string;
  tuition: number | null;
  inStateTuition: number | null;
  datAvg: number | null;
  notes: string | null;
};

const uniqueKey = (label: string) => `${label}-${Date.now().toString(36)}-${process.pid}`;

async function schoolsWithKey(admin: Awaited<ReturnType<typeof adminClient>>, key: string) {
  return ((await admin.get('/api/admin/dental-schools')).body as ListedSchool[]).filter((school) => school.key === key);
}

describe('re-importing a CSV matches schools by key', () => {
  it('fills the figures of an existing school instead of adding a second one, and reports created / updated / skipped', async () => {
    const admin = await adminClient();
    const key = uniqueKey('fill-figures');
    const name = aSchool().name;
    const first = await admin.post('/api/admin/dental-schools/import', {
      rows: [{ key, name, state: 'Ohio', city: 'Columbus', programLength: '4', notes: 'From the seed' }],
    });
    expect(first.body).toEqual(importSummary({ created: 1 }));
    expect(await schoolsWithKey(admin, key)).toEqual([
      expect.objectContaining({ name, tuition: null, datAvg: null, notes: 'From the seed' }),
    ]);

    // The updated file: two figures filled, the other cells empty.
    const fill = {
      key,
      name,
      state: 'Ohio',
      city: 'Columbus',
      programLength: '4',
      tuition: '$48,500',
      inStateTuition: '',
      datAvg: '900',
      notes: '',
    };
    const second = await admin.post('/api/admin/dental-schools/import', { rows: [fill, { name: '' }] });
    expect(second.body).toEqual(
      importSummary({ skipped: 1, errors: [{ row: 1, message: 'DAT Average is required' }] }),
    );
    const third = await admin.post('/api/admin/dental-schools/import', {
      rows: [{ ...fill, datAvg: '510' }, { name: '' }],
    });
    expect(third.body).toEqual(importSummary({ updated: 1, skipped: 1 }));
    // Empty cells leave what is stored: the notes stay.
    expect(await schoolsWithKey(admin, key)).toEqual([
      expect.objectContaining({ name, tuition: 48_500, inStateTuition: null, datAvg: 510, notes: 'From the seed' }),
    ]);

    const again = await admin.post('/api/admin/dental-schools/import', { rows: [{ ...fill, datAvg: '510' }] });
    expect(again.body).toEqual(importSummary({ skipped: 1 }));
    expect(await schoolsWithKey(admin, key)).toHaveLength(1);
  });

  // A malformed key is the schema's to refuse (subgraphs/schools/contract/test); a repeated one is the import's.
  it('refuses a key used twice in one file, and stores nothing for that row', async () => {
    const admin = await adminClient();
    const key = uniqueKey('twice');
    const row = { key, name: aSchool().name, state: 'Ohio', city: 'Columbus', programLength: '4' };
    const response = await admin.post('/api/admin/dental-schools/import', {
      rows: [row, { ...row, city: 'Dayton' }],
    });
    expect(response.body).toEqual(
      importSummary({ created: 1, errors: [{ row: 2, message: `School key '${key}' is used by an earlier row` }] }),
    );
    expect(await schoolsWithKey(admin, key)).toEqual([expect.objectContaining({ name: row.name })]);
  });

  it('gives schools added without a key one made from the name, distinct from a namesake', async () => {
    const admin = await adminClient();
    const school = aSchool({ name: `Namesake School ${uniqueKey('n')}` });
    const a = await admin.post('/api/admin/dental-schools', school);
    const b = await admin.post('/api/admin/dental-schools', school);
    expect(a.body.key).toMatch(/^namesake-school-n-/);
    expect(b.body.key).toBe(`${a.body.key}-2`);
  });

  it('lets an admin set a figure back to not reported', async () => {
    const admin = await adminClient();
    const created = await admin.post('/api/admin/dental-schools', aSchool());
    const cleared = await admin.patch(`/api/admin/dental-schools/${created.body.id}`, { tuition: null, datAvg: null });
    expect(cleared).toMatchObject({ status: 200, body: { tuition: null, datAvg: null, scienceGpaAvg: 3.4 } });
  });
});
