import express from 'express';
import { createBridge } from '../src/bridge';
import { listen } from '../../test-support/listen';

/**
 * A bridge in front of a stand-in gateway whose `service` subgraph is down: every operation
 * answers SERVICE_UNAVAILABLE, as the real gateway does. `operations` records what reached it.
 */
export async function bridgeWithServiceDown(service: string) {
  const operations: string[] = [];
  const fakeGateway = express();
  fakeGateway.post('/graphql', express.json(), (req, res) => {
    operations.push(req.body.query);
    res.json({
      data: null,
      errors: [
        {
          message: `The ${service} service is unavailable. Please try again shortly.`,
          extensions: { code: 'SERVICE_UNAVAILABLE', service },
        },
      ],
    });
  });
  const gateway = await listen(fakeGateway);
  const app = express();
  app.use('/api', createBridge({ gatewayUrl: `${gateway.url}/graphql` }));
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
