import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

interface Listener {
  listen(port: number, host: string, ready: () => void): Server;
  listen(port: number, ready: () => void): Server;
}

/**
 * Listens on `host` (every interface when omitted) and resolves once bound. Idle keep-alive
 * sockets outlive a proxy's usual 60 s, so the proxy, not us, closes them and never reuses a
 * socket we are closing.
 */
export function listen(app: Listener, port: number, host?: string): Promise<Server> {
  return new Promise((resolve) => {
    const ready = () => resolve(server);
    const server = host ? app.listen(port, host, ready) : app.listen(port, ready);
    server.keepAliveTimeout = 65_000;
  });
}

/**
 * Stops listening and resolves once every connection has ended. Node's close() ends only the
 * sockets idle at that moment; one answering then stays open after its answer for the whole
 * keep-alive timeout (65 s here), so a stop begun while a request was in flight waited for the
 * supervisor's kill. Each socket is ended as soon as it falls idle instead.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 25);
    server.close(() => {
      clearInterval(idle);
      resolve();
    });
  });
}

/** The port a server got: differs from the one asked for when that was 0 (tests). */
export const boundPort = (server: Server) => (server.address() as AddressInfo).port;

/** An internal GraphQL service (gateway, subgraph): loopback unless HOST says otherwise. */
export async function serveGraphql(app: Listener, apollo: { stop(): Promise<void> }, port: number, logger: Logger) {
  const http = await listen(app, port, process.env.HOST ?? '127.0.0.1');
  logger.info({ port: boundPort(http) }, 'listening');
  return {
    url: `http://127.0.0.1:${boundPort(http)}/graphql`,
    close: async () => {
      await apollo.stop();
      await closeServer(http);
    },
  };
}
