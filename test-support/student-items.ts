import { apiClient, signedInClient } from './api-client';

/** One kind of a student's items on /api (courses, DAT scores, entries), as the ownership check needs it. */
export interface StudentItemKind {
  path: string;
  /** A valid item to add. */
  input: object;
  /** A valid change to it. */
  change: object;
  /** The item in its 404 message: '<what> not found'. */
  what: string;
  /** GraphQL operations on the item's `$id` that must answer NOT_FOUND to anyone but its owner. */
  graphql: string[];
}

/** Another student reads, changes or deletes a student's item: 404 on /api, NOT_FOUND on GraphQL, and the item is untouched. */
export async function expectOnlyItsOwnerReaches(kind: StudentItemKind): Promise<void> {
  const owner = await signedInClient('owner');
  const other = await signedInClient('other');
  const item = (await owner.client.post(kind.path, kind.input)).body;

  expect(await other.client.get(`${kind.path}/${item.id}`)).toMatchObject({
    status: 404,
    body: { message: `${kind.what} not found` },
  });
  expect((await other.client.patch(`${kind.path}/${item.id}`, kind.change)).status).toBe(404);
  expect((await other.client.delete(`${kind.path}/${item.id}`)).status).toBe(404);
  expect((await other.client.get(kind.path)).body).toEqual([]);
  for (const operation of kind.graphql) {
    const answer = await other.client.graphql(operation, { id: item.id });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  }

  expect((await owner.client.get(kind.path)).body).toEqual([item]);
}

/** Without a session, the item list and adding an item answer 401. */
export async function expectSignInNeeded(path: string, input: object): Promise<void> {
  const anonymous = apiClient();
  expect((await anonymous.get(path)).status).toBe(401);
  expect((await anonymous.post(path, input)).status).toBe(401);
}

/** A bad change to a student's own item answers 400 with its message, and the item stays as it was. */
export async function expectChangeRefused(path: string, input: object, change: object, message: string): Promise<void> {
  const { client } = await signedInClient('change');
  const created = (await client.post(path, input)).body;
  expect(await client.patch(`${path}/${created.id}`, change)).toMatchObject({ status: 400, body: { message } });
  expect((await client.get(`${path}/${created.id}`)).body).toEqual(created);
}
