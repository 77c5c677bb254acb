import express from 'express';
import { createBridge } from '../src/bridge';
import type { GatewayResult } from '../src/gateway-client';
import { listen } from '../../test-support/listen';

type GatewayAnswer = GatewayResult<unknown>;

/** A bridge in front of a stand-in gateway that answers every operation with `answer`. `operations` records what reached it. */
export async function bridgeInFrontOf(answer: GatewayAnswer) {
  const operations: string[] = [];
  const fakeGateway = express();
  fakeGateway.post('/graphql', express.json(), (req, res) => {
    operations.push(req.body.query);
    res.json(answer);
  });
  const gateway = await listen(fakeGateway);
  const app = express();
  app.use('/api', createBridge({ gateway: `${gateway.url}/graphql` }));
  const bridge = await listen(app);
  return {
    url: bridge.url,
    operations,
    /** Calls the bridge as a JSON client would; the answer's status and body. */
    send: async (method: string, path: string, body?: unknown) => {
      const response = await fetch(bridge.url + path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    },
    close: async () => {
      await new Promise((resolve) => bridge.server.close(resolve));
      await new Promise((resolve) => gateway.server.close(resolve));
    },
  };
}

/** What the real gateway answers for a field of `service` while that subgraph is down. */
export const unavailable = (service: string) => ({
  message: `The ${service} service is unavailable. Please try again shortly.`,
  extensions: { code: 'SERVICE_UNAVAILABLE', service },
});

/** A bridge in front of a stand-in gateway whose `service` subgraph is down: every operation answers SERVICE_UNAVAILABLE. */
export const bridgeWithServiceDown = (service: string) =>
  bridgeInFrontOf({ data: null, errors: [unavailable(service)] });

type Call = [method: string, path: string, body: unknown];

/**
 * The bridge's rows of `service` with that service down: each of `rows` answers 503 with the
 * service's message, and each of `refused` (a call and the message of its bad body) answers 400
 * at the edge, having asked the gateway only who is calling, never the row's own operation.
 */
export function describeServiceDown(service: string, rows: Call[], refused: [...Call, string][]) {
  describe(`${service} rows when the ${service} service is down`, () => {
    let bridge: Awaited<ReturnType<typeof bridgeWithServiceDown>>;
    beforeAll(async () => {
      bridge = await bridgeWithServiceDown(service);
    });
    afterAll(() => bridge.close());

    it.each(rows)('%s %s answers 503 with a clear message', async (method, path, body) => {
      expect(await bridge.send(method, path, body)).toEqual({
        status: 503,
        body: { message: `The ${service} service is unavailable. Please try again shortly.` },
      });
    });

    it('refuses invalid input at the edge, asking the gateway only who is calling', async () => {
      const before = bridge.operations.length;
      for (const [method, path, body, message] of refused)
        expect(await bridge.send(method, path, body)).toEqual({ status: 400, body: { message } });
      // A refused body costs one look at the caller (401 and 403 come first).
      expect(bridge.operations.slice(before).map((query) => query.match(/query (\w+)/)?.[1])).toEqual(
        bridge.operations.slice(before).map(() => 'CheckAdmin'),
      );
      expect(bridge.operations.length).toBeGreaterThan(before);
    });
  });
}
