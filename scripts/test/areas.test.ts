import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { parse } from 'yaml';
import { AREAS, REMOTE_AREAS, SUBGRAPH_AREAS, type Area } from '@predental/contracts/areas';
import { dockerfileStages } from './dockerfile';

/**
 * The list of areas (packages/contracts/src/areas.json) against the files that cannot read it:
 * each must name every area, so adding one to the list makes this test say which files still
 * forget it (README.md, "Adding an area"). The entry, the gateway, eslint and knip read the list.
 */
const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const upper = (name: string) => name.toUpperCase();

interface ComposeService {
  build?: { target: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
}
const services = (parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> })
  .services;
const stages = dockerfileStages(read('Dockerfile'));
const envExample = read('.env.example');
const readme = read('README.md');
/** The README's line (a table row) that holds this text, or ''. */
const readmeLine = (text: string) => readme.split('\n').find((line) => line.includes(text)) ?? '';
/** The README's environment variables table names each of these. */
const documented = (variables: string[]) =>
  variables.map((name): [string, boolean] => [
    `README.md: \`${name}\` in the environment variables`,
    readme.includes(`\`${name}\``),
  ]);
const guides = read('docs/README.md');
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;

/** CODEOWNERS as pattern -> owners (GitHub takes the last line that matches; each pattern is written once). */
const owners = new Map(
  read('.github/CODEOWNERS')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [pattern = '', ...teams] = line.trim().split(/\s+/);
      return [pattern, teams];
    }),
);

/** The database users deploy/mongo-users.js creates, run as the mongo image runs it against a recording `db`. */
function databaseUsers(): { database: string; user: string }[] {
  const created: { database: string; user: string }[] = [];
  const db = {
    getSiblingDB: (database: string) => ({
      createUser: ({ user }: { user: string }) => created.push({ database, user }),
    }),
  };
  const env = new Proxy({}, { get: (_target, name) => `password of ${String(name)}` });
  vm.runInNewContext(read('deploy/mongo-users.js'), { db, process: { env } });
  return created;
}
const users = databaseUsers();

/** What one file or another forgets of this area, each as `<file>: <what is missing>`. */
function forgotten({ name, team, subgraph, remote }: Area): string[] {
  const NAME = upper(name);
  const problems: [string, boolean][] = [
    [`docs/areas/${name}.md: the area's guide`, existsSync(path.join(ROOT, `docs/areas/${name}.md`))],
    [
      `docs/README.md: a row naming ${team} and areas/${name}.md`,
      new RegExp(`${team}.*areas/${name}\\.md`).test(guides),
    ],
    [
      `.github/CODEOWNERS: /docs/areas/${name}.md ${team}`,
      owners.get(`/docs/areas/${name}.md`)?.includes(team) === true,
    ],
  ];
  if (existsSync(path.join(ROOT, `rest-bridge/src/${name}`)))
    problems.push([
      `.github/CODEOWNERS: /rest-bridge/src/${name}/ ${team}`,
      owners.get(`/rest-bridge/src/${name}/`)?.includes(team) === true,
    ]);
  if (subgraph) {
    const main = read(`subgraphs/${name}/src/main.ts`);
    const contract = path.join(ROOT, `subgraphs/${name}/contract/package.json`);
    const service = services[name];
    const gateway = services.gateway;
    problems.push(
      [
        `subgraphs/${name}/contract/package.json: the package @predental/${name}-contract`,
        existsSync(contract) &&
          (JSON.parse(readFileSync(contract, 'utf8')) as { name: string }).name === `@predental/${name}-contract`,
      ],
      [
        `subgraphs/${name}/src/main.ts: runSubgraph({ name: '${name}', port: ${subgraph.port} })`,
        main.includes(`name: '${name}'`) && main.includes(`port: ${subgraph.port},`),
      ],
      [`Dockerfile: FROM service AS ${name}`, stages[name]?.from === 'service'],
      [
        `docker-compose.yml: service ${name} built from target ${name}`,
        service?.build?.target === name && service.build.args?.WORKSPACE === `subgraphs/${name}`,
      ],
      [
        `docker-compose.yml: ${name}'s ${NAME}_PORT "${subgraph.port}"`,
        service?.environment?.[`${NAME}_PORT`] === String(subgraph.port),
      ],
      [
        `docker-compose.yml: mongo's ${NAME}_DB_PASSWORD`,
        services.mongo?.environment?.[`${NAME}_DB_PASSWORD`] !== undefined,
      ],
      [
        `docker-compose.yml: the gateway's ${NAME}_URL`,
        gateway?.environment?.[`${NAME}_URL`] === `http://${name}:${subgraph.port}/graphql`,
      ],
      [`docker-compose.yml: the gateway depends on ${name}`, gateway?.depends_on?.[name] !== undefined],
      [`.env.example: ${NAME}_DB_PASSWORD=change-me`, envExample.includes(`\n${NAME}_DB_PASSWORD=change-me\n`)],
      [
        `deploy/mongo-users.js: user ${name} on predental_${name}`,
        users.some((u) => u.user === name && u.database === `predental_${name}`),
      ],
      [`.github/CODEOWNERS: /subgraphs/${name}/ ${team}`, owners.get(`/subgraphs/${name}/`)?.includes(team) === true],
      [
        `README.md: subgraphs/${name} (:${subgraph.port}) ── db predental_${name} in the diagram`,
        new RegExp(`subgraphs/${name} +\\(:${subgraph.port}\\) ── db predental_${name}\\n`).test(readme),
      ],
      [
        `README.md: \`${name}\` among the subgraphs' image targets`,
        readmeLine('`subgraphs/<name>/dist`').includes(`\`${name}\``),
      ],
      ...documented([`${NAME}_PORT`, `${NAME}_URL`, `${NAME}_DB`, `${NAME}_DB_PASSWORD`]),
    );
  }
  if (remote) {
    const workspace = `mfe-${name}`;
    const manifest = path.join(ROOT, workspace, 'package.json');
    const dev = existsSync(manifest)
      ? (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts: Record<string, string> }).scripts.dev
      : undefined;
    problems.push(
      [
        `${workspace}/package.json: a dev script on port ${remote.devPort}`,
        dev?.endsWith(` ${remote.devPort}`) === true,
      ],
      [`package.json: the workspace ${workspace}`, workspaces.includes(workspace)],
      [`Dockerfile: FROM remote AS ${workspace}`, stages[workspace]?.from === 'remote'],
      [
        `docker-compose.yml: service ${workspace} built from target ${workspace}`,
        services[workspace]?.build?.target === workspace && services[workspace].build.args?.WORKSPACE === workspace,
      ],
      [
        `docker-compose.yml: the entry's REMOTE_${NAME}_UPSTREAM`,
        services.entry?.environment?.[`REMOTE_${NAME}_UPSTREAM`] === `http://${workspace}:8080`,
      ],
      [`.github/CODEOWNERS: /${workspace}/ ${team}`, owners.get(`/${workspace}/`)?.includes(team) === true],
      [`README.md: \`${workspace}/\` in the folders`, readme.includes(`\`${workspace}/\``)],
      [
        `README.md: \`${workspace}\` among the remotes' image targets`,
        readmeLine('`serve-remote.js`, the file server').includes(`\`${workspace}\``),
      ],
      [
        `README.md: \`${workspace}\` on ${remote.devPort} in the remotes' dev ports`,
        new RegExp(`^\\| \`${workspace}\` +\\| ${remote.devPort} `, 'm').test(readme),
      ],
      ...documented([`REMOTE_${NAME}_URL`, `REMOTE_${NAME}_UPSTREAM`]),
    );
  }
  return problems.filter(([, present]) => !present).map(([missing]) => missing);
}

describe('the list of areas', () => {
  it.each(AREAS.map((area) => [area.name, area] as const))('every registry names the %s area', (_name, area) => {
    expect(forgotten(area)).toEqual([]);
  });

  it('is every subgraph and every remote in the repository, each with its own port', () => {
    const folders = (parent: string, prefix: string) =>
      readdirSync(path.join(ROOT, parent))
        .filter((folder) => folder.startsWith(prefix) && existsSync(path.join(ROOT, parent, folder, 'package.json')))
        .sort();
    expect(folders('subgraphs', '')).toEqual(SUBGRAPH_AREAS.map((area) => area.name).sort());
    expect(folders('.', 'mfe-')).toEqual(REMOTE_AREAS.map((area) => `mfe-${area.name}`).sort());
    const ports = [...SUBGRAPH_AREAS.map((area) => area.port), ...REMOTE_AREAS.map((area) => area.devPort)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('is every image the Dockerfile builds for an area', () => {
    const areaImages = Object.values(stages)
      .filter(
        (stage) =>
          stage.from === 'remote' ||
          (stage.from === 'service' && !['gateway', 'rest-bridge', 'entry'].includes(stage.name)),
      )
      .map((stage) => stage.name);
    expect(areaImages.sort()).toEqual(
      [...SUBGRAPH_AREAS.map((a) => a.name), ...REMOTE_AREAS.map((a) => `mfe-${a.name}`)].sort(),
    );
  });

  it('gives every team a say in what couples the teams (.github/CODEOWNERS)', () => {
    const teams = [...new Set(AREAS.map((area) => area.team))];
    for (const shared of ['/packages/contracts/', '/eslint.config.js', '/.github/CODEOWNERS'])
      expect({ shared, teams: owners.get(shared) }).toEqual({ shared, teams: expect.arrayContaining(teams) });
  });
});
