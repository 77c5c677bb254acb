import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';

/** Serves an app (a stand-in gateway or subgraph, a bridge) on a free loopback port. */
export async function listen(app: express.Express): Promise<{ url: string; server: Server }> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
