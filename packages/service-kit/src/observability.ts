import { randomUUID } from 'node:crypto';
import type express from 'express';
import pino from 'pino';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { SESSION_ENDS_PATH } from './viewer-token';

/** Created at the entry (or taken from a trusted proxy), passed to the gateway and every subgraph, echoed to the client. */
export const REQUEST_ID_HEADER = 'x-request-id';
const USABLE_ID = /^[\w.:-]{1,100}$/;

export type Logger = pino.Logger;

/** How long a log line may wait in the buffer before it is written. */
const LOG_FLUSH_MS = 250;

/**
 * One JSON line per event, on stdout; LOG_LEVEL=warn quiets the per-request lines. Lines are
 * written in batches (one write per 4 kB or LOG_FLUSH_MS): one write per line was a tenth of a
 * busy service's CPU. Pino writes what is buffered when the process exits, crashes included.
 */
export function serviceLogger(service: string): Logger {
  return pino(
    { base: { service }, level: process.env.LOG_LEVEL ?? 'info', timestamp: pino.stdTimeFunctions.isoTime },
    stdout(),
  );
}

/** One buffer per process: two writing to stdout at once could interleave their lines. */
let buffered: pino.DestinationStream | undefined;
function stdout(): pino.DestinationStream {
  if (buffered) return buffered;
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // Flushed every LOG_FLUSH_MS while lines come, and once more after they stop (a flush that met a
  // write under way left its lines buffered); an idle service does not wake for it (issue 39).
  let timer: NodeJS.Timeout | undefined;
  let wrote = false;
  const tick = () => {
    destination.flush();
    if (wrote) {
      wrote = false;
      return;
    }
    clearInterval(timer);
    timer = undefined;
  };
  const write = destination.write.bind(destination);
  destination.write = (line: string) => {
    wrote = true;
    timer ??= setInterval(tick, LOG_FLUSH_MS).unref();
    return write(line);
  };
  return (buffered = destination);
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The Prometheus series of one service; every service has the same names, told apart by the `service` label. */
export function serviceMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  // Event-loop delay sampled every 100 ms, not prom-client's 10: a timer 100 times a second was
  // most of an idle service's wake-ups (issue 39).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });
  const restarts = new Gauge({
    name: 'service_restarts',
    help: 'Times the supervisor has restarted this service',
    registers: [registry],
  });
  // The supervisor tells each new process how many times it restarted the service.
  restarts.set(Number(process.env.SUPERVISOR_RESTARTS ?? 0) || 0);
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route, method and status',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    }),
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route',
      labelNames: ['route'],
      buckets: SECONDS,
      registers: [registry],
    }),
    operations: new Counter({
      name: 'graphql_operations_total',
      help: 'GraphQL operations by name and outcome',
      labelNames: ['operation', 'outcome'],
      registers: [registry],
    }),
    operationSeconds: new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'GraphQL operation latency by name',
      labelNames: ['operation'],
      buckets: SECONDS,
      registers: [registry],
    }),
    errors: new Counter({
      name: 'graphql_errors_total',
      help: 'GraphQL errors by code',
      labelNames: ['code'],
      registers: [registry],
    }),
  };
}
export type ServiceMetrics = ReturnType<typeof serviceMetrics>;

/**
 * Label values that come from clients (paths, operation names): past `max` distinct ones, new
 * values are counted as 'other', so no client can grow a service's series without bound.
 */
export function boundedLabels(max = 200) {
  const seen = new Set<string>();
  return (value: string): string => {
    if (seen.has(value)) return value;
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}

/** Ids, numbers and hashes in a path become ':id', so a route is one series however many rows there are. */
function routeLabel(req: express.Request, status: number): string {
  if (status === 404) return 'unmatched';
  const path = (req.originalUrl.split('?')[0] ?? '/').replace(/\/(?=[^/]*\d)[^/]{6,}|\/\d+(?=\/|$)/g, '/:id');
  const [first = '', second, third] = path.split('/').filter(Boolean);
  if (first === 'api') return `/api/${[second, third].filter(Boolean).join('/')}`;
  if (first === 'graphql' || first === 'readyz' || first === 'healthz' || first === 'metrics') return `/${first}`;
  if (first === 'internal' && second) return `/internal/${second}`;
  return 'static';
}

/** Asked by machines every second or so: counted and timed, not logged (a line a second says nothing). */
const POLLED_ROUTES = new Set(['/metrics', '/healthz', '/readyz', SESSION_ENDS_PATH]);

/**
 * Gives every request an id (the caller's when `trustIncomingId`, else a new one), echoes it in
 * x-request-id, and counts, times and logs the request when it ends. Mounted first.
 */
export function observeRequests(
  log: Logger,
  metrics: ServiceMetrics,
  trustIncomingId: boolean,
): express.RequestHandler {
  const bounded = boundedLabels();
  return (req, res, next) => {
    const incoming = req.header(REQUEST_ID_HEADER);
    const id = trustIncomingId && incoming && USABLE_ID.test(incoming) ? incoming : randomUUID();
    // Set on the request too, so the proxy and the bridge pass it on.
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = bounded(routeLabel(req, res.statusCode));
      metrics.requests.inc({ route, method: req.method, status: String(res.statusCode) });
      metrics.requestSeconds.observe({ route }, seconds);
      if (POLLED_ROUTES.has(route) && res.statusCode < 500) return;
      log[res.statusCode >= 500 ? 'warn' : 'info'](
        { reqId: id, method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000) },
        'request',
      );
    });
    next();
  };
}

/** GET /metrics in Prometheus's text format. */
export function metricsHandler(metrics: ServiceMetrics): express.RequestHandler {
  return async (_req, res) => {
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.end(await metrics.registry.metrics());
  };
}
