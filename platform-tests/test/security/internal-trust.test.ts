import { signViewer } from '@predental/service-kit/viewer-token';
import { SUBGRAPHS } from '../../../gateway/src/subgraphs';
import { expectRefusal } from '../../../test-support/service-process';

/** Subgraphs answer the gateway alone; the key that signs assertions never travels. */
const subgraphUrls = () => JSON.parse(process.env.TEST_SUBGRAPH_URLS!) as Record<string, string>;
const secret = () => process.env.TEST_INTERNAL_SECRET!;

async function ask(url: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] },
  };
}

const ENTITIES =
  '{ _entities(representations: [{ __typename: "User", id: "000000000000000000000001" }]) { ... on User { username email isAdmin } } }';

describe('internal trust', () => {
  it.each(SUBGRAPHS.map((subgraph) => subgraph.name))(
    '%s refuses _entities and _service without a gateway assertion',
    async (name) => {
      for (const query of [ENTITIES, '{ _service { sdl } }']) {
        const response = await ask(subgraphUrls()[name]!, query);
        expect(response.status).toBe(403);
        expect(response.body.data).toBeUndefined();
        expect(response.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    },
  );

  it('refuses an assertion made for another subgraph, or expired', async () => {
    const forAcademics = signViewer(null, secret(), 'academics');
    expect(
      (await ask(subgraphUrls().identity!, '{ _service { sdl } }', { 'x-viewer-assertion': forAcademics })).status,
    ).toBe(403);
    const expired = signViewer(null, secret(), 'identity', undefined, Date.now() - 60_000);
    expect(
      (await ask(subgraphUrls().identity!, '{ _service { sdl } }', { 'x-viewer-assertion': expired })).status,
    ).toBe(403);
    const valid = signViewer(null, secret(), 'identity');
    expect((await ask(subgraphUrls().identity!, '{ _service { sdl } }', { 'x-viewer-assertion': valid })).status).toBe(
      200,
    );
  });

  it('the session lookup does not take INTERNAL_SECRET itself (it is never sent on the wire)', async () => {
    const url = subgraphUrls().identity!.replace('/graphql', '/internal/session');
    for (const header of ['x-internal-secret', 'x-session-lookup-key']) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: secret() },
        body: JSON.stringify({ token: 'x' }),
      });
      expect(response.status).toBe(403);
    }
  });

  it.each(['subgraphs/identity', 'gateway'])(
    '%s refuses to start with an INTERNAL_SECRET shorter than 32 characters',
    async (dir) => {
      const output = await expectRefusal(dir, {
        INTERNAL_SECRET: 'too-short-secret',
        MONGODB_URI: process.env.TEST_MONGODB_URI!,
        IDENTITY_PORT: '0',
        GATEWAY_PORT: '0',
      });
      expect(output).toContain('INTERNAL_SECRET must be at least 32 characters');
    },
  );
});
