import path from 'node:path';
import { portFromEnv } from '@predental/service-kit/config';
import { boundPort, listen } from '@predental/service-kit/listen';
import { runService } from '@predental/service-kit/run-service';
import express, { type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import webpack, { type Configuration } from 'webpack';

/** A webpack.config.js entry as webpack-cli takes it: a config, or a function of (env, argv). */
type ConfigEntry = Configuration | ((env: object, argv: { mode: string }) => Configuration);

/**
 * `npm run dev -w mfe-<name>`: webpack rebuilds the remote into dist-dev/ on every change, and this
 * server answers /remotes/<name>/ (remote entry, manifest, standalone page) from that build and
 * everything else (the shell, /auth, /api, /graphql) from the platform at PLATFORM_URL. So the
 * standalone page and the whole shell run this remote's working copy against a running platform;
 * a reload shows the last build, once any build in progress is done. Cookies are per host, not per
 * port: a sign-in here is the platform's.
 */
const workspace = process.cwd();
const name = path.basename(workspace).replace(/^mfe-/, '');
// Each remote's dev script passes its own port (README lists them).
const port = portFromEnv('REMOTE_DEV_PORT', Number(process.argv[2]));
const platform = process.env.PLATFORM_URL ?? 'http://localhost:3000';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the workspace's webpack.config.js is CommonJS, found at run time
const configs = (require(path.join(workspace, 'webpack.config.js')) as ConfigEntry[]).map((entry) =>
  typeof entry === 'function' ? entry({}, { mode: 'development' }) : entry,
);
// Where the remote entry is built in development (dist-dev/, never the production dist/); the standalone page goes below it.
const served = configs[0]?.output?.path;
if (!served)
  throw new Error(`${workspace}/webpack.config.js: the remote's config comes first and names its output path`);
// Webpack rewrites files in place while it builds, so a request waits for the build in progress:
// a reload then gets the whole new build, never a missing or half-written manifest.
let finishBuild: (() => void) | undefined;
let built: Promise<void>;
function startBuild() {
  if (!finishBuild) built = new Promise<void>((resolve) => (finishBuild = resolve));
}
startBuild();
const compiler = webpack(configs);
compiler.hooks.invalid.tap('dev-remote', startBuild);
const watching = compiler.watch({}, (error, stats) => {
  if (error) console.error(error);
  else if (stats) console.log(stats.toString({ preset: 'minimal', colors: true }));
  finishBuild?.();
  finishBuild = undefined;
});

const app = express();
app.disable('x-powered-by');
// Always revalidate: a reload must pick up the build webpack just wrote.
app.use(
  `/remotes/${name}`,
  (_req, _res, next) => void built.then(() => next()),
  express.static(served, { fallthrough: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }),
);
// Host is kept (changeOrigin false), so the entry's cross-site check sees our own origin on writes.
app.use(
  createProxyMiddleware<Request, Response>({
    target: platform,
    changeOrigin: false,
    on: {
      error: (_error, _req, res) =>
        void (
          'status' in res &&
          res.status(502).send(`The platform at ${platform} does not answer: start it (npm start) or set PLATFORM_URL.`)
        ),
    },
  }),
);

runService(`${name} dev`, async () => {
  const server = await listen(app, port, process.env.HOST ?? '127.0.0.1');
  const url = `http://localhost:${boundPort(server)}`;
  console.log(
    `[${name} dev] ${url}/remotes/${name}/standalone/ and the shell at ${url}/ with this remote's working copy; the rest from ${platform}`,
  );
  // A build in progress finishes first.
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    close: () =>
      watching ? new Promise<void>((resolve) => watching.close(() => resolve())).then(closeServer) : closeServer(),
  };
});
