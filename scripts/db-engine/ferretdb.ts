import { execFileSync } from 'node:child_process';
import { cpSync, chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The last FerretDB line with the SQLite backend; v2 needs PostgreSQL with DocumentDB. */
const FERRETDB_VERSION = 'v1.24.0';
const MODULE = 'github.com/FerretDB/FerretDB';

function go(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  return execFileSync('go', args, {
    cwd,
    env: { ...process.env, GOFLAGS: '-mod=mod', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * FerretDB v1's SQLite backend looks documents up by `_ferretdb_sjson->'$._id'` but indexes
 * `_ferretdb_sjson->"_id"`: the same value, but not the same expression to SQLite, so every
 * lookup by _id scans the whole table (measured: 0.5 s for a missing _id among 3,000 documents of
 * 10 kB, against 0.7 ms with the expressions alike). The patch makes the lookup, update and delete
 * by _id use the index's own expression; `SEARCH ... USING INDEX` in `explain` shows it is used.
 */
const ID_LOOKUP_FILE = path.join('internal', 'backends', 'sqlite', 'metadata', 'metadata.go');
const ID_LOOKUP = `IDColumn = DefaultColumn + "->'$._id'"`;
const ID_LOOKUP_INDEXED = 'IDColumn = DefaultColumn + `->"_id"`';

function patchIdLookup(source: string): void {
  const file = path.join(source, ID_LOOKUP_FILE);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(ID_LOOKUP))
    throw new Error(
      `FerretDB ${FERRETDB_VERSION}: ${ID_LOOKUP_FILE} no longer has ${ID_LOOKUP}; check whether the _id lookup patch is still needed`,
    );
  chmodSync(file, 0o644);
  writeFileSync(file, text.replace(ID_LOOKUP, ID_LOOKUP_INDEXED));
}

/**
 * FerretDB v1's SQLite backend pushes only `{_id: value}` down; `{_id: {$in: [...]}}` read the
 * whole table. The patch answers it from the _id index too (`WHERE <id> IN (?, ...)`), for
 * strings and ObjectIDs; FerretDB still applies the whole filter to what comes back. Reading many
 * documents by _id is then one round trip (the admin statistics read eight shards per area so).
 */
const QUERY_FILE = path.join('internal', 'backends', 'sqlite', 'collection.go');
const PUSHDOWN = (extra: string) =>
  `\t\tcase string, types.ObjectID:\n${extra}\t\t\twhereClause = fmt.Sprintf(\` WHERE %s = ?\`, metadata.IDColumn)\n\t\t\targs = []any{string(must.NotFail(sjson.MarshalSingleValue(v)))}\n`;
const ID_IN = `
// idInClause answers {$in: [...]} of strings and ObjectIDs from the _id index (patched in).
func idInClause(filter *types.Document) (string, []any) {
\tin, _ := filter.Get("$in")
\tids, ok := in.(*types.Array)
\tif filter.Len() != 1 || !ok || ids.Len() == 0 {
\t\treturn "", nil
\t}
\targs := make([]any, 0, ids.Len())
\tfor i := 0; i < ids.Len(); i++ {
\t\tswitch id := must.NotFail(ids.Get(i)); id.(type) {
\t\tcase string, types.ObjectID:
\t\t\targs = append(args, string(must.NotFail(sjson.MarshalSingleValue(id))))
\t\tdefault:
\t\t\treturn "", nil
\t\t}
\t}
\treturn fmt.Sprintf(\` WHERE %s IN (?%s)\`, metadata.IDColumn, strings.Repeat(\`, ?\`, len(args)-1)), args
}
`;

function patchIdIn(source: string): void {
  const file = path.join(source, QUERY_FILE);
  let text = readFileSync(file, 'utf8');
  const query = PUSHDOWN('');
  const explain = PUSHDOWN('\t\t\tfilterPushdown = true\n');
  if (!text.includes(query) || !text.includes(explain))
    throw new Error(
      `FerretDB ${FERRETDB_VERSION}: ${QUERY_FILE} no longer pushes _id down as expected; check the $in patch`,
    );
  text = text.replace(
    query,
    `\t\tcase *types.Document:\n\t\t\twhereClause, args = idInClause(v.(*types.Document))\n${query}`,
  );
  text = text.replace(
    explain,
    `\t\tcase *types.Document:\n\t\t\twhereClause, args = idInClause(v.(*types.Document))\n\t\t\tfilterPushdown = whereClause != ""\n${explain}`,
  );
  chmodSync(file, 0o644);
  writeFileSync(file, text + ID_IN);
}

/**
 * FerretDB v1 tracks every iterator, row set and transaction it opens for leak checks: each is
 * added to a pprof profile (a stack trace taken) and given a finalizer that panics if it was not
 * closed. Its release build keeps doing so; in a CPU profile of the engine under bench:soak that
 * was 9% of its time, and more in the GC that runs the finalizers. The patch keeps it to debug
 * builds (`debugbuild.Enabled`), as the stack it records already is.
 */
const RESOURCE_FILE = path.join('internal', 'util', 'resource', 'resource.go');
const TRACKED = ['func Track(obj any, token *Token) {\n', 'func Untrack(obj any, token *Token) {\n'];

function patchResourceTracking(source: string): void {
  const file = path.join(source, RESOURCE_FILE);
  let text = readFileSync(file, 'utf8');
  for (const start of TRACKED) {
    if (!text.includes(start))
      throw new Error(
        `FerretDB ${FERRETDB_VERSION}: ${RESOURCE_FILE} no longer has ${start.trim()}; check the tracking patch`,
      );
    text = text.replace(start, `${start}\tif !debugbuild.Enabled {\n\t\treturn\n\t}\n\n`);
  }
  chmodSync(file, 0o644);
  writeFileSync(file, text);
}

/**
 * Builds FerretDB once from the Go module proxy, with the patches above, and caches the binary.
 * `go install …@version` is not used: it asks the proxy for the module's version list, which
 * the proxy refuses for this module. The module's own source needs build/version/version.txt,
 * which its release process generates, so the source is copied and the file written.
 */
export function ensureFerretdbBinary(cacheDir: string): string {
  const binary = path.join(cacheDir, `ferretdb-${FERRETDB_VERSION}-id-index-in-untracked`);
  if (existsSync(binary)) return binary;
  console.log(`[db] building FerretDB ${FERRETDB_VERSION} with Go (once; cached in ${cacheDir})...`);
  const work = path.join(cacheDir, 'build');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const download = JSON.parse(go(['mod', 'download', '-json', `${MODULE}@${FERRETDB_VERSION}`], work)) as {
    Dir: string;
  };
  const source = path.join(work, 'src');
  cpSync(download.Dir, source, { recursive: true });
  chmodSync(path.join(source, 'build', 'version'), 0o755);
  writeFileSync(path.join(source, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
  patchIdLookup(source);
  patchIdIn(source);
  patchResourceTracking(source);
  writeFileSync(
    path.join(work, 'go.mod'),
    `module ferretdbbuild\n\ngo 1.21\n\nrequire ${MODULE} ${FERRETDB_VERSION}\n\nreplace ${MODULE} => ./src\n`,
  );
  // Newer Go refuses FerretDB's old //go:linkname uses unless told not to check them.
  go(['build', '-ldflags=-checklinkname=0', '-o', binary, `${MODULE}/cmd/ferretdb`], work);
  rmSync(work, { recursive: true, force: true, maxRetries: 3 });
  return binary;
}

/**
 * FerretDB's command line. It keeps each database in an SQLite file in WAL mode; a write is
 * acknowledged once SQLite has committed it, and synchronous(full) makes that commit wait for the
 * WAL to reach the disk, so an acknowledged write survives the engine (or the machine) crashing.
 */
export function ferretdbArgs(dataDir: string, port: number): string[] {
  mkdirSync(dataDir, { recursive: true });
  return [
    '--handler=sqlite',
    `--sqlite-url=file:${dataDir}/?_pragma=synchronous(full)`,
    `--state-dir=${dataDir}`,
    `--listen-addr=127.0.0.1:${port}`,
    // Its metrics (requests by command) only where asked: bench:endpoints counts the engine's operations per call.
    `--debug-addr=${process.env.FERRETDB_DEBUG_ADDR ?? '-'}`,
    '--telemetry=disable',
    '--log-level=error',
  ];
}

/**
 * One thread running Go code (GOMAXPROCS=1; a GOMAXPROCS of one's own still wins). With one per
 * core, each query the engine answered woke other threads to look for work: paced as a soak asks
 * it, about a quarter less engine CPU and half the context switches with one. SQLite is Go code
 * here (modernc.org/sqlite), so the engine uses one core at most: about a sixth of one at 150
 * requests/s.
 */
export const ferretdbEnv = (): Record<string, string> => ({ GOMAXPROCS: process.env.GOMAXPROCS ?? '1' });
