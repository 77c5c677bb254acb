import { shadowingKind, volunteerKind } from '@predental/experience-contract/test-support/examples';
import { apiClient, signedInClient } from '../../../test-support/api-client';
import {
  expectChangeRefused,
  expectOnlyItsOwnerReaches,
  expectSignInNeeded,
} from '../../../test-support/student-items';

/**
 * Shadowing and volunteer entries follow one contract; each case runs for both kinds. Every
 * validation case is a unit test of the contract (subgraphs/experience/contract/test); here one
 * refusal per route shows the status, the message and that nothing changed.
 */
const KINDS = [
  {
    ...shadowingKind,
    change: { practice: 'Bright Orthodontics', hours: 6 },
    required: ['doctorName', "Doctor's name is required"],
  },
  {
    ...volunteerKind,
    change: { type: 'Community service', supervisor: 'John Roe' },
    required: ['organization', 'Organization name is required'],
  },
] as const;

describe.each(KINDS)('$path', (kind) => {
  it('needs a signed-in user', async () => {
    await expectSignInNeeded(kind.path, kind.entry);
    expect((await apiClient().graphql(`{ ${kind.list} { id } }`)).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('adds, lists, reads, updates and deletes an entry', async () => {
    const { client, user } = await signedInClient('exp');
    const created = await client.post(kind.path, kind.entry);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), userId: user.id, ...kind.entry });

    expect((await client.get(kind.path)).body).toEqual([created.body]);
    expect((await client.get(`${kind.path}/${created.body.id}`)).body).toEqual(created.body);

    const updated = await client.patch(`${kind.path}/${created.body.id}`, kind.change);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, ...kind.change });

    const deleted = await client.delete(`${kind.path}/${created.body.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect(await client.get(`${kind.path}/${created.body.id}`)).toMatchObject({
      status: 404,
      body: { message: `${kind.what} not found` },
    });
    expect((await client.get(kind.path)).body).toEqual([]);
  });

  it('takes the SPEC §7 payload: a sent userId is ignored and notes are optional', async () => {
    const { client, user } = await signedInClient('exp');
    const { notes: _omitted, ...withoutNotes } = kind.entry;
    const created = await client.post(kind.path, { ...withoutNotes, userId: '0123456789abcdef01234567' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), userId: user.id, ...withoutNotes, notes: null });

    const withNotes = await client.patch(`${kind.path}/${created.body.id}`, { notes: '  Kept.  ' });
    expect(withNotes.body.notes).toBe('Kept.');
    const cleared = await client.patch(`${kind.path}/${created.body.id}`, { notes: '' });
    expect(cleared.body.notes).toBeNull();
  });

  it('lists newest date first', async () => {
    const { client } = await signedInClient('exp');
    for (const date of ['2024-03-01', '2024-06-20', '2023-12-31', '2024-06-01']) {
      expect((await client.post(kind.path, { ...kind.entry, date })).status).toBe(201);
    }
    const list = (await client.get(kind.path)).body as { date: string }[];
    expect(list.map((e) => e.date)).toEqual(['2024-06-20', '2024-06-01', '2024-03-01', '2023-12-31']);
  });

  it('refuses an invalid entry with 400 and its message, and stores nothing', async () => {
    const { client } = await signedInClient('exp');
    const [field, message] = kind.required;
    expect(await client.post(kind.path, { ...kind.entry, [field]: '' })).toMatchObject({
      status: 400,
      body: { message },
    });
    expect((await client.get(kind.path)).body).toEqual([]);
  });

  it('refuses an invalid update and keeps the entry as it was', () =>
    expectChangeRefused(kind.path, kind.entry, { hours: 0.75 }, 'Hours must be in steps of 0.5'));

  it('answers 400 to a body that is not JSON or not an object', async () => {
    const { client } = await signedInClient('exp');
    expect(await client.raw('POST', kind.path, '{"date":')).toMatchObject({
      status: 400,
      body: { message: 'Request body is not valid JSON' },
    });
    expect((await client.raw('POST', kind.path, '[1,2]')).status).toBe(400);
    expect((await client.raw('POST', kind.path, '"text"')).status).toBe(400);
    expect((await client.get(kind.path)).body).toEqual([]);
  });

  it('answers 404 for an id that is not an entry id', async () => {
    const { client } = await signedInClient('exp');
    expect((await client.get(`${kind.path}/not-an-id`)).status).toBe(404);
    expect((await client.patch(`${kind.path}/not-an-id`, { hours: 1 })).status).toBe(404);
    expect((await client.delete(`${kind.path}/0123456789abcdef01234567`)).status).toBe(404);
  });

  it("lets nobody else read, change or delete a student's entry", () =>
    expectOnlyItsOwnerReaches({
      path: kind.path,
      input: kind.entry,
      change: { hours: 1 },
      what: kind.what,
      graphql: [
        `mutation($id: ID!) { update${kind.type}(id: $id, input: { hours: 1 }) { id } }`,
        `mutation($id: ID!) { delete${kind.type}(id: $id) }`,
      ],
    }));

  it('adds, updates and deletes through GraphQL with the same messages', async () => {
    const { client, user } = await signedInClient('gql');
    const add = (input: object) =>
      client.graphql(`mutation($input: ${kind.type}Input!) { add${kind.type}(input: $input) { ${kind.fields} } }`, {
        input,
      });
    const added = (await add(kind.entry)).body.data[`add${kind.type}`];
    expect(added).toEqual({ id: expect.any(String), userId: user.id, ...kind.entry });

    expect((await add({ ...kind.entry, hours: 0 })).body.errors?.[0]).toMatchObject({
      message: 'Hours must be greater than 0',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const updated = await client.graphql(
      `mutation($id: ID!, $input: ${kind.type}Input!) { update${kind.type}(id: $id, input: $input) { ${kind.fields} } }`,
      {
        id: added.id,
        input: kind.change,
      },
    );
    expect(updated.body.data[`update${kind.type}`]).toEqual({ ...added, ...kind.change });

    // The subgraph holds the rules itself, for updates too: one refusal stands for them.
    const refused = await client.graphql(
      `mutation($id: ID!, $input: ${kind.type}Input!) { update${kind.type}(id: $id, input: $input) { id } }`,
      { id: added.id, input: { hours: 0.75 } },
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Hours must be in steps of 0.5',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await client.graphql(`{ ${kind.list} { ${kind.fields} } }`)).body.data[kind.list]).toEqual([
      { ...added, ...kind.change },
    ]);

    const listed = await client.graphql(`{ ${kind.list} { id } me { ${kind.list} { id } } }`);
    expect(listed.body.data[kind.list]).toEqual([{ id: added.id }]);
    expect(listed.body.data.me[kind.list]).toEqual([{ id: added.id }]);

    const deleted = await client.graphql(`mutation($id: ID!) { delete${kind.type}(id: $id) }`, { id: added.id });
    expect(deleted.body.data[`delete${kind.type}`]).toBe(added.id);
    expect((await client.graphql(`{ ${kind.list} { id } }`)).body.data[kind.list]).toEqual([]);
  });
});
