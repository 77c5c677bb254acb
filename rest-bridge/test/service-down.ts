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
    res.json({ data: null, errors: [{ message: `The ${service} service is unavailable. Please try again shortly.`, extensions: { code: 'SERVICE_UNAVAILABLE', service } }] });
  });
  const gateway = await listen(fakeGateway);
  const app = express();
  app.use('/api', createBridge({ gatewayUrl: `${gateway.url}/graphql` }));
  const bridge = await listen(app);
  return {
    url: bridge.url,
    operations,
    close: async () => {
      await new Promise((resolve) => bridge.server.close(resolve));
      await new Promise((resolve) => gateway.server.close(resolve));
    },
  };
}
