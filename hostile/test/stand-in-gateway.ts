import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

/** Answers every GraphQL request with empty data and keeps the headers it received. */
export async function standInGateway() {
  const received: IncomingHttpHeaders[] = [];
  const app = express();
  app.post('/graphql', (req, res) => {
    received.push(req.headers);
    res.json({ data: {} });
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
