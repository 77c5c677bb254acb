import { entryUrl, signedInClient } from '../../../test-support/api-client';

/** Raw bytes and headers as they cross the network (fetch would unpack them silently). */
async function onTheWire(path: string, init: { method?: string; body?: string; cookie: string }) {
  const { request } = await import('undici');
  const response = await request(entryUrl() + path, {
    method: (init.method ?? 'GET') as 'GET' | 'POST',
    body: init.body,
    headers: {
      cookie: init.cookie,
      'accept-encoding': 'gzip',
      'content-type': 'application/json',
      'x-forwarded-for': '10.9.8.7',
    },
  });
  const bytes = Buffer.from(await response.body.arrayBuffer()).length;
  return { status: response.statusCode, encoding: response.headers['content-encoding'], bytes };
}

describe('large API answers are compressed on the way to the browser', () => {
  it('gzips the school directory over /graphql and /api, and leaves small answers as they are', async () => {
    const { client } = await signedInClient('gzip');
    const cookie = client.cookie!;
    const query = JSON.stringify({
      query:
        '{ dentalSchools { id name state city websiteUrl notes myNumbers { overallGpa { mine school difference standing } } } }',
    });
    const plain = (
      await client.graphql(
        '{ dentalSchools { id name state city websiteUrl notes myNumbers { overallGpa { mine school difference standing } } } }',
      )
    ).body;
    const plainBytes = Buffer.byteLength(JSON.stringify(plain));
    expect(plainBytes).toBeGreaterThan(16 * 1024);

    const graphql = await onTheWire('/graphql', { method: 'POST', body: query, cookie });
    expect(graphql).toMatchObject({ status: 200, encoding: 'gzip' });
    expect(graphql.bytes).toBeLessThan(plainBytes / 3);

    expect(await onTheWire('/api/dental-schools', { cookie })).toMatchObject({ status: 200, encoding: 'gzip' });
    expect((await onTheWire('/api/user', { cookie })).encoding).toBeUndefined();
  });
});
