import type express from 'express';

/**
 * /healthz: the process is alive (restart it if not). /readyz: it can do its work now (send it
 * traffic, and let startup go on); `ready` names what is missing, or returns null when nothing is.
 */
export function mountHealth(app: express.Express, service: string, ready: () => Promise<string | null>): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service });
  });
  app.get('/readyz', async (_req, res) => {
    const missing = await ready().catch((error: Error) => error.message);
    if (missing) res.status(503).json({ status: 'unavailable', service, reason: missing });
    else res.json({ status: 'ready', service });
  });
}

/** Whether another service's /healthz or /readyz answers 200 within `ms`. */
export async function answersOk(url: string, ms: number): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(ms) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** For the entry and the bridge: ready unless stopping, and while the gateway is alive (even without identity: the shell then shows its banner). */
export function gatewayReadiness(
  gatewayUrl: string,
  drain: { readonly draining: boolean },
): () => Promise<string | null> {
  const alive = gatewayUrl.replace(/\/graphql$/, '/healthz');
  return async () => {
    if (drain.draining) return 'stopping';
    return (await answersOk(alive, 1000)) ? null : 'the gateway does not answer';
  };
}
