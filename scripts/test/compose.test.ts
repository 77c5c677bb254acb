import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { parse } from 'yaml';
import { REMOTES } from '../../entry/src/remotes';
import { SUBGRAPHS } from '../../gateway/src/subgraphs';
import { compileService } from '../build-service';
import { ensureComposeConfig, hasGo } from '../compose-config';
import { derivesFrom, dockerfileStages, type Stage } from './dockerfile';

/**
 * docker-compose.yml and the Dockerfile against the code (there is no Docker engine to try them
 * on): every deployable has its image and service, runs what its build produces, listens where
 * the others look for it, gets every setting its code needs and only settings its code reads,
 * and sits on the networks the architecture allows.
 */
const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface ComposeService {
  build?: { context: string; target: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string>;
  networks?: string[];
  ports?: string[];
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  networks: Record<string, { internal?: boolean }>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
/** The Dockerfile as one service's image is built (its build arguments). */
const stagesOf = (service: string) => dockerfileStages(read('Dockerfile'), services[service]?.build?.args);

/** A workspace pattern's folders that hold a package.json (`*` stands for one folder name). */
const expand = (pattern: string): string[] =>
  pattern
    .split('/')
    .reduce<string[]>(
      (dirs, part) =>
        dirs.flatMap((dir) =>
          part === '*' ? readdirSync(path.join(ROOT, dir)).map((name) => path.join(dir, name)) : [path.join(dir, part)],
        ),
      ['.'],
    );
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces
  .flatMap(expand)
  .filter((dir) => existsSync(path.join(ROOT, dir, 'package.json')));
const packageOf = (workspace: string) =>
  JSON.parse(read(`${workspace}/package.json`)) as { scripts?: Record<string, string> };

interface Deployable {
  service: string;
  workspace: string;
  /** The source of the process the image runs. */
  entryPoint: string;
}
const remotes: Deployable[] = REMOTES.map((name) => ({
  service: `mfe-${name}`,
  workspace: `mfe-${name}`,
  entryPoint: 'packages/remote-server/src/serve-remote.ts',
}));
/** Node services are the other workspaces with a start script; remotes are served by the remote file server. */
const nodeServices: Deployable[] = workspaces
  .filter(
    (workspace) => packageOf(workspace).scripts?.start && !remotes.some((remote) => remote.workspace === workspace),
  )
  .map((workspace) => ({ service: path.basename(workspace), workspace, entryPoint: `${workspace}/src/main.ts` }));
const deployables = [...nodeServices, ...remotes];

/** What the compiled code of a process reads from its environment. */
interface CodeVariables {
  /** Every name it may read (string literals of that shape and process.env.NAME), and name patterns (`${prefix}_PORT`). */
  names: Set<string>;
  patterns: RegExp[];
  /** Names it cannot start without (requireEnv), or cannot work in a container without (another service's address, which defaults to this machine's). */
  required: Set<string>;
  /** Port variables, in the order it reads them, with their defaults. */
  ports: Map<string, number>;
}
const codeVariables = new Map<string, CodeVariables>();

/**
 * In compose the entry reaches the gateway at GATEWAY_URL; the gateway it can also run inside
 * itself (GATEWAY_IN_ENTRY, under npm start) is the gateway service's code, read as the gateway's.
 */
const HOSTED: Record<string, string[]> = { entry: ['@predental/gateway'] };

async function readVariables(service: string, entryPoint: string): Promise<CodeVariables> {
  // Compiled in memory: what runs, with unused code left out (a service that never calls requireEnv needs none of its variables).
  const result = await compileService(
    path.join(ROOT, entryPoint),
    path.join(ROOT, '.cache', 'compose-test', 'main.js'),
    HOSTED[service],
  );
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  const all = (pattern: RegExp) => [...code.matchAll(pattern)];
  return {
    names: new Set(all(/process\.env\.([A-Z][A-Z0-9_]*)|"([A-Z][A-Z0-9_]+)"/g).map((m) => (m[1] ?? m[2])!)),
    patterns: all(/`([A-Z0-9_]*)\$\{[^}`]+\}([A-Z0-9_]*)`/g)
      .filter((m) => m[1] || m[2])
      .map((m) => new RegExp(`^${m[1]}[A-Z]+${m[2]}$`)),
    required: new Set(
      all(/requireEnv\("([A-Z0-9_]+)"|process\.env\.([A-Z0-9_]+) \?\? "http:\/\/127\.0\.0\.1/g).map(
        (m) => (m[1] ?? m[2])!,
      ),
    ),
    ports: new Map(all(/portFromEnv\("([A-Z0-9_]+)", ([\de.]+)\)/g).map((m) => [m[1]!, Number(m[2])])),
  };
}

beforeAll(async () => {
  for (const { service, entryPoint } of deployables)
    codeVariables.set(service, await readVariables(service, entryPoint));
  // A subgraph's port variable is named after it (runSubgraph), and the gateway finds each by its own variable: the gateway's table has them.
  for (const s of SUBGRAPHS) {
    codeVariables.get(s.name)!.ports.set(s.portEnv, s.port);
    codeVariables.get('gateway')!.required.add(s.urlEnv);
  }
}, 60_000);

/** What the process sees: the image's ENV, then the service's environment. */
function environment(service: string): Record<string, string> {
  return { ...stagesOf(service)[service]?.env, ...services[service]?.environment };
}

/** Where a service listens: its first port variable, as set or by default. */
function portOf(service: string): number {
  const [name, fallback] = [...codeVariables.get(service)!.ports][0]!;
  return Number(environment(service)[name] ?? fallback);
}

const readiness = (port: number) => [
  'CMD',
  'node',
  '-e',
  `fetch('http://127.0.0.1:${port}/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`,
];

describe.each(deployables)('$service', ({ service, workspace }) => {
  it('has its own Dockerfile target, built on the non-root runtime with its workspace, and a service built from it', () => {
    expect(services[service]?.build).toEqual({ context: '.', target: service, args: { WORKSPACE: workspace } });
    expect(services[service]?.image).toBe(`predental/${service}`);
    const stages = stagesOf(service);
    expect(derivesFrom(stages, service, 'runtime')).toBe(true);
    expect(stages[service]!.user).toBe('node');
    expect(stages[service]!.workdir).toBe(`/app/${workspace}`);
  });

  it('sets every variable its code requires, and only variables its code reads', () => {
    const code = codeVariables.get(service)!;
    const given = Object.keys(environment(service));
    expect([...code.required].filter((name) => !given.includes(name))).toEqual([]);
    // NODE_ENV is for the libraries (express, graphql-js), not our code.
    const unread = given.filter(
      (name) => name !== 'NODE_ENV' && !code.names.has(name) && !code.patterns.some((p) => p.test(name)),
    );
    expect(unread).toEqual([]);
  });

  it('has the production value of each setting whose default is only safe on one machine', () => {
    const code = codeVariables.get(service)!;
    const env = environment(service);
    // Reachable from the other containers; cookies over HTTPS only; the admin password chosen, not generated and printed.
    if (code.names.has('HOST')) expect(env.HOST).toBe('0.0.0.0');
    if (code.names.has('COOKIE_SECURE')) expect(env.COOKIE_SECURE).toBe('${COOKIE_SECURE:-true}');
    if (code.names.has('ADMIN_PASSWORD')) expect(env.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?/);
  });

  it('restarts when it dies, and its health check is its readiness on its own port', () => {
    expect(services[service]?.restart).toBe('unless-stopped');
    expect(services[service]?.healthcheck?.test).toEqual(readiness(portOf(service)));
  });
});

/** Files a service reads at run time besides its dist folder, where it reads them. */
const RUNTIME_FILES: Record<string, Stage['copies'][number]> = {
  schools: {
    sources: [
      'dental-schools.csv',
      'school-figures.csv',
      'school-prerequisites.csv',
      'school-limits.csv',
      'school-short-names.csv',
      'school-letters.csv',
    ].map((file) => `subgraphs/schools/seed/${file}`),
    dest: '/app/subgraphs/schools/seed/',
  },
  gateway: { sources: ['gateway/supergraph.graphql'], dest: '/app/gateway/' },
  entry: { from: 'shell-build', sources: ['/app/shell/dist'], dest: '/app/shell/dist' },
};

describe.each(nodeServices)('the $service image', ({ service, workspace }) => {
  it('runs its compiled dist/main.js as its npm start does, with its production dependencies and the files it reads, nothing else', () => {
    const stages = stagesOf(service);
    const stage = stages[service]!;
    expect(stage.cmd.join(' ')).toBe(packageOf(workspace).scripts!.start);
    expect(packageOf(workspace).scripts!.build).toContain('build-service.ts');
    expect(stages.build!.runs).toEqual([`npm run build -w ${workspace}`]);
    expect(stages['service-deps']!.runs.join(' ')).toMatch(new RegExp(`npm ci --omit=dev .*-w ${workspace}( |$)`));
    const runtimeFile = RUNTIME_FILES[service];
    expect(stage.copies).toEqual([
      { from: 'service-deps', sources: ['/app/node_modules'], dest: 'node_modules' },
      { from: 'build', sources: [`/app/${workspace}/dist`], dest: `${workspace}/dist` },
      ...(runtimeFile ? [runtimeFile] : []),
    ]);
    if (runtimeFile && !runtimeFile.from)
      for (const source of runtimeFile.sources) expect(existsSync(path.join(ROOT, source))).toBe(true);
  });

  it('needs no dependency installed under its own folder (the image copies only the top node_modules)', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, unknown> };
    expect(Object.keys(lock.packages).filter((key) => key.startsWith(`${workspace}/node_modules/`))).toEqual([]);
  });
});

describe.each(remotes)('the $service image', ({ service, workspace }) => {
  it('serves its own build with the remote file server, and nothing else', () => {
    const stages = stagesOf(service);
    const stage = stages[service]!;
    expect(stage.cmd).toEqual(['node', '../serve-remote.js', 'dist']);
    // Its npm start runs the same server from source.
    expect(packageOf(workspace).scripts!.start).toBe('tsx ../packages/remote-server/src/serve-remote.ts dist');
    expect(stage.copies).toEqual([
      { from: 'remote-server', sources: ['/out/serve-remote.js'], dest: './' },
      { from: 'build', sources: [`/app/${workspace}/dist`], dest: `${workspace}/dist` },
    ]);
    expect(stages.build!.runs).toEqual([`npm run build -w ${workspace}`]);
    expect(stages['remote-server']!.runs.join(' ')).toMatch(
      /esbuild packages\/remote-server\/src\/serve-remote\.ts --bundle .*--outfile=\/out\/serve-remote\.js/,
    );
  });
});

describe('the topology', () => {
  const networksOf = (service: string) => [...(services[service]?.networks ?? [])].sort();

  it('has a service for each deployable and MongoDB, and nothing else', () => {
    expect(Object.keys(services).sort()).toEqual([...deployables.map((d) => d.service), 'mongo'].sort());
  });

  it('puts MongoDB on the data network alone, with only the subgraphs beside it', () => {
    expect(networksOf('mongo')).toEqual(['data']);
    for (const s of SUBGRAPHS) expect(networksOf(s.name)).toEqual(['data', 'internal']);
    for (const service of ['gateway', 'rest-bridge', ...remotes.map((r) => r.service)])
      expect(networksOf(service)).toEqual(['internal']);
    expect(networksOf('entry')).toEqual(['edge', 'internal']);
  });

  it('gives the internal and data networks no way out, and the edge to the entry alone', () => {
    expect(compose.networks.internal?.internal).toBe(true);
    expect(compose.networks.data?.internal).toBe(true);
    expect(compose.networks.edge?.internal).toBeFalsy();
    expect(Object.keys(services).filter((name) => services[name]!.ports)).toEqual(['entry']);
    expect(services.entry!.ports).toEqual([`\${PORT:-3000}:${portOf('entry')}`]);
  });

  it('points every address at a service that listens there and shares a network with the caller', () => {
    const addresses = Object.entries(services).flatMap(([caller, s]) =>
      Object.values(s.environment ?? {}).flatMap((value) =>
        [...String(value).matchAll(/^https?:\/\/([\w-]+):(\d+)/g)].map((m) => ({
          caller,
          host: m[1]!,
          port: Number(m[2]),
        })),
      ),
    );
    expect(addresses.length).toBeGreaterThan(0);
    for (const { caller, host, port } of addresses) {
      expect({ caller, host, port }).toEqual({ caller, host, port: portOf(host) });
      expect(networksOf(caller).some((network) => networksOf(host).includes(network))).toBe(true);
    }
  });

  it('starts a service after what it depends on is ready', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect({ name, dependency, condition }).toEqual({ name, dependency, condition: 'service_healthy' });
        expect(services[dependency]?.healthcheck).toBeDefined();
      }
    }
  });

  it('keeps MongoDB in named volumes, restarts it and checks it answers', () => {
    const mongo = services.mongo!;
    const data = (mongo.volumes ?? []).map((v) => v.split(':')).filter(([, target]) => target?.startsWith('/data/'));
    expect(data.map(([source = '']) => source in compose.volumes)).toEqual([true, true]);
    expect(mongo.restart).toBe('unless-stopped');
    expect(mongo.healthcheck?.test).toBeDefined();
  });
});

describe('secrets', () => {
  const required = [...read('docker-compose.yml').matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!);
  const example = Object.fromEntries(
    read('.env.example')
      .split('\n')
      .filter((line) => /^\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it('are only ever references to required variables, never values in the file', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/SECRET|PASSWORD|USERNAME/.test(key))
          expect({ name, key, value }).toEqual({ name, key, value: expect.stringMatching(/^\$\{\w+:\?[^}]*\}$/) });
        const credentials = /\/\/([^/@]*)@/.exec(String(value))?.[1];
        if (credentials)
          expect({ name, key, credentials }).toEqual({
            name,
            key,
            credentials: expect.stringMatching(/^\w+:\$\{\w+:\?[^}]*\}$/),
          });
      }
    }
  });

  it('.env.example names every required variable, with placeholders for secrets', () => {
    expect(required.filter((name) => !(name in example))).toEqual([]);
    for (const [name, value] of Object.entries(example))
      if (/SECRET|PASSWORD/.test(name)) expect({ name, value }).toEqual({ name, value: 'change-me' });
  });

  it('a filled-in .env is neither committed nor sent to the image build', () => {
    expect(read('.gitignore').split('\n')).toContain('.env');
    expect(read('.dockerignore').split('\n')).toContain('.env');
  });
});

describe('the database users', () => {
  /** deploy/mongo-users.js, run as the mongo image runs it, against a recording stand-in for mongosh's db. */
  function usersCreated() {
    const created: { database: string; user: string; pwd: string; roles: unknown }[] = [];
    const passwords = Object.fromEntries(
      Object.keys(services.mongo!.environment!).map((name) => [name, `password of ${name}`]),
    );
    const db = {
      getSiblingDB: (database: string) => ({
        createUser: (user: { user: string; pwd: string; roles: unknown }) => created.push({ database, ...user }),
      }),
    };
    vm.runInNewContext(read('deploy/mongo-users.js'), { db, process: { env: passwords } });
    return created;
  }

  it('mongo runs the script that creates them on its first start', () => {
    expect(services.mongo!.volumes).toContain('./deploy/mongo-users.js:/docker-entrypoint-initdb.d/mongo-users.js:ro');
    expect(services.mongo!.environment).toMatchObject({
      MONGO_INITDB_ROOT_USERNAME: expect.stringMatching(/^\$\{\w+:\?/),
      MONGO_INITDB_ROOT_PASSWORD: expect.stringMatching(/^\$\{\w+:\?/),
    });
  });

  it.each(SUBGRAPHS.map((s) => s.name))(
    '%s signs in as its own user, who may read and write its own database only',
    (name) => {
      // runSubgraph's default database name (docker-compose.yml sets no <NAME>_DB).
      const database = `predental_${name}`;
      const variable = `${name.toUpperCase()}_DB_PASSWORD`;
      expect(usersCreated().filter((u) => u.user === name)).toEqual([
        { database, user: name, pwd: `password of ${variable}`, roles: [{ role: 'readWrite', db: database }] },
      ]);
      expect(environment(name)[`${name.toUpperCase()}_DB`]).toBeUndefined();
      expect(environment(name).MONGODB_URI).toBe(
        `mongodb://${name}:\${${variable}:?set ${variable}}@mongo:27017/?authSource=${database}`,
      );
    },
  );
});

// compose-go is what the docker compose CLI loads files with: the compose schema, interpolation and references.
(hasGo() ? it : it.skip)(
  'docker compose would run it as it is, with the variables of .env.example',
  () => {
    const checker = ensureComposeConfig();
    const resolved = execFileSync(
      checker,
      ['--env-file', path.join(ROOT, '.env.example'), path.join(ROOT, 'docker-compose.yml')],
      { encoding: 'utf8' },
    );
    expect(resolved).toMatch(/^name: predental/);
  },
  300_000,
);
