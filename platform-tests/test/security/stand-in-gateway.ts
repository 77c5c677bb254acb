import type { IncomingHttpHeaders } from 'node:http';
import express from 'express';
import { listen } from '../../../test-support/listen';

/** Answers every GraphQL request with empty data and keeps the headers it received. */
export async function standInGateway() {
  const received: IncomingHttpHeaders[] = [];
  const app = express();
  app.post('/graphql', (req, res) => {
    received.push(req.headers);
    res.json({ data: {} });
  });
  const { url, server } = await listen(app);
  return {
    url: `${url}/graphql`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
