import { createServer } from 'node:net';

/**
 * The engine's operations by command, from FerretDB's metrics (`ferretdb_client_requests_total`),
 * so a bench can say how many round trips a call costs: a figure the machine's load does not blur.
 * Only for the embedded FerretDB; with MONGODB_URI or mongod there are none (undefined).
 */
export interface EngineOps {
  /** Operations so far by command (find, insert, update...), or undefined where not available. */
  read(): Promise<Record<string, number> | undefined>;
}

/** A free local port for FerretDB's metrics, set before the bench starts its stack (FERRETDB_DEBUG_ADDR). */
export async function askEngineForMetrics(): Promise<EngineOps> {
  if (!process.env.FERRETDB_DEBUG_ADDR) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: chosen } = server.address() as { port: number };
        server.close(() => resolve(chosen));
      });
      server.on('error', reject);
    });
    process.env.FERRETDB_DEBUG_ADDR = `127.0.0.1:${port}`;
  }
  const url = `http://${process.env.FERRETDB_DEBUG_ADDR}/debug/metrics`;
  return {
    async read() {
      const text = await fetch(url).then(
        (response) => (response.ok ? response.text() : undefined),
        () => undefined,
      );
      if (text === undefined) return undefined;
      const ops: Record<string, number> = {};
      for (const [, command, count] of text.matchAll(/^ferretdb_client_requests_total\{command="(\w+)"[^}]*\} (\d+)/gm))
        ops[command!] = (ops[command!] ?? 0) + Number(count);
      return ops;
    },
  };
}

/** Operations per call between two readings, e.g. "1.00 find, 0.25 update"; blank without metrics. */
export function opsPerCall(
  before: Record<string, number> | undefined,
  after: Record<string, number> | undefined,
  calls: number,
): { total: string; detail: string } {
  if (!before || !after) return { total: '', detail: '' };
  // The driver's own heartbeats and the services' readiness pings are not the calls' work.
  const perCall = Object.entries(after)
    .filter(([command]) => !['hello', 'ismaster', 'isMaster', 'ping'].includes(command))
    .map(([command, count]) => [command, (count - (before[command] ?? 0)) / calls] as const)
    .filter(([, n]) => n >= 0.005)
    .sort((a, b) => b[1] - a[1]);
  return {
    total: perCall.reduce((sum, [, n]) => sum + n, 0).toFixed(2),
    detail: perCall.map(([command, n]) => `${n.toFixed(2)} ${command}`).join(', '),
  };
}
