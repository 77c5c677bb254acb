import { CLIENT_ADDRESS_HEADER } from '@predental/service-kit/viewer-token';
import { expectRefusal, runService } from '../../../test-support/service-process';
import { standInGateway } from './stand-in-gateway';

const LOOPBACK = /^(127\.0\.0\.1|::ffff:127\.0\.0\.1|::1)$/;

describe('the entry and the bridge refuse bad settings at start, naming the variable', () => {
  it.each([
    ['entry', 'TRUST_PROXY', 'true'],
    ['rest-bridge', 'TRUST_PROXY', 'true'],
    ['entry', 'TRUST_PROXY', 'everyone'],
    ['entry', 'PORT', '30OO'],
    ['rest-bridge', 'BRIDGE_PORT', '-1'],
    ['entry', 'COOKIE_SECURE', 'yes'],
    ['entry', 'PUBLIC_ORIGIN', 'predental.example'],
    ['entry', 'PUBLIC_ORIGIN', 'https://predental.example/app'],
  ] as const)('%s with %s=%s', async (dir, name, value) => {
    expect(await expectRefusal(dir, { [name]: value })).toMatch(new RegExp(`^${name} `, 'm'));
  });
});

/**
 * What the entry passes on as the client's address is what the gateway signs for identity,
 * whose login and sign-up throttles count per address: it must be the address our own proxy saw.
 */
describe('the client address the gateway receives', () => {
  let gateway: Awaited<ReturnType<typeof standInGateway>>;

  beforeAll(async () => {
    gateway = await standInGateway();
  });
  afterAll(() => gateway.close());

  /** One GraphQL request through an entry started with this TRUST_PROXY; what reached the gateway. */
  async function forwarded(trustProxy: string | undefined, forwardedFor: string) {
    const entry = await runService('entry', {
      GATEWAY_URL: gateway.url,
      ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
    });
    if (!entry.listening) throw new Error(`the entry did not start:\n${entry.output}`);
    try {
      const response = await fetch(`${entry.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': forwardedFor,
          [CLIENT_ADDRESS_HEADER]: '192.0.2.66',
        },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(response.status).toBe(200);
      return gateway.received.at(-1)!;
    } finally {
      await entry.stop();
    }
  }

  it('is the one our proxy added with one trusted hop, not the one the client wrote', async () => {
    const headers = await forwarded('1', '198.51.100.66, 203.0.113.7');
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7');
    // The client's own X-Forwarded-For goes no further than the entry.
    expect(headers['x-forwarded-for']).toBeUndefined();
  });

  it('skips every listed proxy address', async () => {
    const headers = await forwarded('loopback', '198.51.100.66, 203.0.113.7, 127.0.0.5');
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7');
  });

  it('is the connection itself when no proxy is trusted (the default)', async () => {
    const headers = await forwarded(undefined, '203.0.113.7');
    expect(headers[CLIENT_ADDRESS_HEADER]).toMatch(LOOPBACK);
  });
});
