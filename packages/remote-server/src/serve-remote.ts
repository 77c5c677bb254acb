import { existsSync } from 'node:fs';
import path from 'node:path';
import { originsFromEnv, portFromEnv } from '@predental/service-kit/config';
import { builtFiles } from '@predental/service-kit/built-files';
import { mountHealth } from '@predental/service-kit/health';
import { boundPort, closeServer, listen } from '@predental/service-kit/listen';
import { runService } from '@predental/service-kit/run-service';
import { setCacheHeaders } from '@predental/service-kit/static-cache';
import compression from 'compression';
import express from 'express';

/**
 * A remote's own static-file service, so each remote ships on its own: its image runs
 * `node serve-remote.js dist`. The entry proxies /remotes/<name>/ here (one origin for the
 * browser); a shell on another origin may load it directly when CORS_ORIGINS lists that origin
 * (the Module Federation runtime fetches mf-manifest.json).
 */
const dir = path.resolve(process.argv[2] ?? 'dist');
// mfe-academics/dist -> mfe-academics
const service = path.basename(path.dirname(dir));
const port = portFromEnv('REMOTE_PORT', 8080);
const allowedOrigins = originsFromEnv('CORS_ORIGINS');

const app = express();
app.disable('x-powered-by');
mountHealth(app, service, async () => (existsSync(path.join(dir, 'mf-manifest.json')) ? null : `no build in ${dir}`));
app.use((req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.vary('Origin');
  const origin = req.get('origin');
  if (origin && allowedOrigins.includes(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
  next();
});
app.use(compression());
app.use(builtFiles(dir), express.static(dir, { setHeaders: setCacheHeaders, fallthrough: false }));

runService(service, async () => {
  const server = await listen(app, port, process.env.HOST ?? '127.0.0.1');
  console.log(`[${service}] ready at http://127.0.0.1:${boundPort(server)} (${dir})`);
  return { close: () => closeServer(server) };
});
