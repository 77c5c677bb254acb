import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { createBridge } from '@predental/rest-bridge/bridge';
import { drainer } from '@predental/service-kit/drain';
import { boundPort, closeServer, listen } from '@predental/service-kit/listen';
import { gatewayReadiness, mountHealth } from '@predental/service-kit/health';
import {
  metricsHandler,
  observeRequests,
  serviceLogger,
  serviceMetrics,
  type ServiceMetrics,
} from '@predental/service-kit/observability';
import { BUILT_FILE, builtFiles, dropDocumentHeaders } from '@predental/service-kit/built-files';
import { setCacheHeaders } from '@predental/service-kit/static-cache';
import { CLIENT_ADDRESS_HEADER } from '@predental/service-kit/viewer-token';
import compression from 'compression';
import express, { type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { LocalGateway } from '@predental/gateway/gateway-server';
import { crossSiteGuard } from './csrf';
import { readPageRemotes, remoteFilesScript, remotesScript, scriptLinks } from './preload-hints';
import { remoteFileReader } from './remote-files';
import { shellScripts, type PageChunks } from './shell-scripts';
import { REMOTES, ROOT, remoteDist, remoteManifest, remoteOrigins } from './remotes';

const API_COMPRESSION_THRESHOLD = 16 * 1024;

export interface EntryOptions {
  port: number;
  /** /metrics is served on its own port, which only the internal network reaches (never the public one). */
  metricsPort: number;
  gatewayUrl: string;
  /** The gateway in this process (GATEWAY_IN_ENTRY): /api and /graphql call it without a hop; gatewayUrl still answers readiness. */
  localGateway?: LocalGateway;
  /** The bridge's own service (its /api address); unset, the bridge runs inside the entry. */
  bridgeUrl?: string;
  /** Each remote's own static-file service, proxied under /remotes/<name>/; unset, its dist folder is served here. */
  remoteUpstreams: Record<string, string | undefined>;
  /** Express 'trust proxy': none, a hop count or the proxies' addresses (never "everyone"). */
  trustProxy: false | number | string[];
  /** Origins browsers reach us at besides the request's own scheme and Host (a Host-rewriting proxy). */
  publicOrigins: string[];
  /** Strict-Transport-Security: on exactly when the session cookie is HTTPS-only. */
  hsts: boolean;
}

/** A service behind us that does not answer: a clear 503, as for an area that is down. */
function answerUnavailable(message: string) {
  return (_error: Error, _req: Request, res: Response | Socket) => {
    if (!('status' in res)) return void res.destroy();
    if (res.headersSent) return void res.end();
    res.status(503).json({ message });
  };
}

/** /api from the bridge in this process, or from the bridge's own service. */
function api(options: EntryOptions): RequestHandler {
  if (!options.bridgeUrl) return createBridge({ gateway: options.localGateway ?? options.gatewayUrl });
  return createProxyMiddleware<Request, Response>({
    target: options.bridgeUrl,
    on: {
      // The bridge trusts one proxy hop, us: it sees the client's address as we saw it, never one the client wrote.
      proxyReq: (proxyReq, req) => {
        if (req.ip) proxyReq.setHeader('x-forwarded-for', req.ip);
        else proxyReq.removeHeader('x-forwarded-for');
      },
      error: answerUnavailable('The API is unavailable. Please try again shortly.'),
    },
  });
}

/** /graphql from the gateway in this process, or proxied to the gateway's own service. */
function graphql(options: EntryOptions): RequestHandler[] {
  if (options.localGateway) return options.localGateway.graphql;
  return [
    createProxyMiddleware<Request, Response>({
      target: options.gatewayUrl,
      changeOrigin: false,
      on: {
        // The gateway takes the client's address from this header alone: ours replaces whatever the
        // client sent, and the client's own X-Forwarded-For goes no further.
        proxyReq: (proxyReq, req) => {
          proxyReq.removeHeader('x-forwarded-for');
          if (req.ip) proxyReq.setHeader(CLIENT_ADDRESS_HEADER, req.ip);
          else proxyReq.removeHeader(CLIENT_ADDRESS_HEADER);
        },
        // The gateway's own cache hints (Apollo cache control) must not make private data cacheable.
        proxyRes: (proxyRes) => {
          proxyRes.headers['cache-control'] = 'no-store';
        },
      },
    }),
  ];
}

/** The shell's build's list of each named import's files; none (no hints) when the build has no list. */
async function readPageChunks(shellDist: string): Promise<PageChunks> {
  try {
    return JSON.parse(await readFile(path.join(shellDist, 'page-chunks.json'), 'utf8')) as PageChunks;
  } catch {
    return {};
  }
}

/** A remote's files from its build folder here, or from its own static-file service. */
function remoteFiles(name: string, upstream: string | undefined): RequestHandler {
  if (!upstream)
    return express
      .Router()
      .use(
        builtFiles(remoteDist(name)),
        express.static(remoteDist(name), { setHeaders: setCacheHeaders, fallthrough: false }),
      );
  return createProxyMiddleware<Request, Response>({
    target: upstream,
    on: {
      // Static files need no session: the cookie stays here.
      proxyReq: (proxyReq) => proxyReq.removeHeader('cookie'),
      // The service redirects on its own root (a folder without its trailing slash); browsers see it under our prefix.
      proxyRes: (proxyRes, req, res) => {
        const location = proxyRes.headers.location;
        if (location?.startsWith('/')) proxyRes.headers.location = `/remotes/${name}${location}`;
        // A script or manifest goes out with the headers it uses, as from a build folder here.
        if (BUILT_FILE.test(req.path)) dropDocumentHeaders(res);
      },
      error: answerUnavailable(`The ${name} remote is unavailable. Please try again shortly.`),
    },
  });
}

function createEntryApp(
  options: EntryOptions,
  metrics: ServiceMetrics,
  drain: ReturnType<typeof drainer>,
): express.Express {
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.use(drain.track);
  // A request id from the client is kept only behind a trusted proxy (which sets it); otherwise ours.
  app.use(observeRequests(serviceLogger('entry'), metrics, options.trustProxy !== false));
  mountHealth(app, 'entry', gatewayReadiness(options.gatewayUrl, drain));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remoteOrigins()],
          connectSrc: ["'self'", ...remoteOrigins()],
          // styled-components injects its rules at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The avatar preview is a data: URL read from the chosen file.
          imgSrc: ["'self'", 'data:', 'blob:'],
        },
      },
      hsts: options.hsts,
    }),
  );
  // Private, per-user answers: no browser or shared cache may keep them (errors included).
  app.use(['/api', '/graphql'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(crossSiteGuard(options.publicOrigins));
  // Most API answers are small and on the hot path; the school directory is megabytes (4.3 MB for
  // 5,000 schools, about 0.3 MB gzipped), so only answers above the threshold are compressed.
  app.use(['/api', '/graphql'], compression({ threshold: API_COMPRESSION_THRESHOLD }));
  app.use('/api', api(options));
  app.use('/graphql', ...graphql(options));
  app.use(compression());

  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remoteManifest());
  });
  for (const name of REMOTES) {
    app.use(`/remotes/${name}`, remoteFiles(name, options.remoteUpstreams[name]));
  }
  // A first visit to / gets the landing page as HTML built from its components, with its small
  // script (shell/src/landing-html.tsx, landing.ts): no React.
  app.get('/', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(shellDist, 'landing', 'index.html'));
  });
  app.use(builtFiles(shellDist), express.static(shellDist, { index: false, setHeaders: setCacheHeaders }));
  // Client-side routes (including unknown ones, which the shell answers with its 404 card), with
  // what the path reads of the remotes in the HTML and every script it needs hinted there, so the
  // page asks for all its code as the HTML arrives (issue 41).
  const readRemote = remoteFileReader(remoteManifest, options.remoteUpstreams);
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const remotes = remoteManifest();
      const [html, chunks, page] = await Promise.all([
        readFile(path.join(shellDist, 'index.html'), 'utf8'),
        readPageChunks(shellDist),
        readPageRemotes(req.path, remotes, readRemote),
      ]);
      const shell = shellScripts(req.path, html, chunks, !page.headingFirst);
      const hints =
        remotesScript(req.path, remotes) + remoteFilesScript(page) + scriptLinks([...shell, ...page.scripts]);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html.replace('</head>', `${hints}</head>`));
    } catch (error) {
      next(error);
    }
  });
  return app;
}

export async function startEntry(options: EntryOptions): Promise<{ url: string; close(): Promise<void> }> {
  const metrics = serviceMetrics('entry');
  const drain = drainer();
  const http = await listen(createEntryApp(options, metrics, drain), options.port);
  const metricsApp = express();
  metricsApp.get('/metrics', metricsHandler(metrics));
  const metricsHttp = await listen(metricsApp, options.metricsPort, process.env.HOST ?? '127.0.0.1');
  return {
    url: `http://localhost:${boundPort(http)}`,
    close: async () => {
      await drain.close(http);
      await closeServer(metricsHttp);
    },
  };
}
