import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Request, Response } from 'express';
import { NOT_SIGNED_IN_MESSAGE } from '@predental/contracts/api-error';
import { sentGatewayError } from '../errors';
import type { CallGateway, GatewayResult } from '../gateway-client';
import { DirectoryStateDocument, ListDentalSchoolsDocument, type DirectoryStateQuery } from '../gql/graphql';
import type { TableRow } from '../route-table';
import { directoryText, withFavorites, type DirectoryText } from './directory-json';
import { knownVersion, versionRead } from './directory-version';

/** The directory serialised for one version, its public list compressed once, or the gateway's failed answer (never kept). */
type Serialised = DirectoryText & { publicBrotli: Buffer };
type Directory = Serialised | GatewayResult<unknown>;
const serialised = (directory: Directory): directory is Serialised => 'schools' in directory;

const brotli = promisify(brotliCompress);
/**
 * The public list is the same for every student: compressed once per version (in libuv's pool, so
 * no request waits on it) rather than by the entry on every download. Brotli at quality 9 makes it
 * smaller than the entry's gzip, and a browser that accepts it gets it.
 */
const compressed = async (directory: DirectoryText): Promise<Serialised> => ({
  ...directory,
  publicBrotli: await brotli(directory.public, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
});

/** What every reader of one version shares, per bridge (so per gateway). */
const kept = new WeakMap<CallGateway, { version: string; directory: Promise<Directory> }>();

/**
 * The directory for this version: asked of the gateway and serialised once per version per
 * process. The list is asked after the version was read, so it holds every write the version stands for.
 */
async function directoryOf(callGateway: CallGateway, req: Request, res: Response, version: string) {
  let held = kept.get(callGateway);
  if (held?.version !== version) {
    const asked = callGateway(req, res, ListDentalSchoolsDocument);
    held = {
      version,
      directory: asked.then((list): Directory | Promise<Directory> =>
        list.errors ? list : compressed(directoryText(list.data!.dentalSchools)),
      ),
    };
    kept.set(callGateway, held);
  }
  const forget = () => kept.get(callGateway) === held && kept.delete(callGateway);
  // A failure is not kept: the next reader asks again.
  const directory = await held.directory.catch((error: unknown) => {
    forget();
    throw error;
  });
  if (!serialised(directory)) forget();
  return directory;
}

const etagOf = (...parts: string[]) => `W/"${createHash('sha256').update(parts.join('\n')).digest('base64url')}"`;

/**
 * Whether the client holds this ETag: If-None-Match lists tags, or `*`
 * (https://www.0xf00.com/posts/http/cache-control, 2023); W/ is ignored, as a weak comparison does.
 * Not Express's req.fresh: it refuses any request saying Cache-Control: no-cache, which fetch()
 * sends with an If-None-Match set by hand (as the platform tests saw).
 */
const holds = (req: Request, etag: string) =>
  (req.headers['if-none-match'] ?? '').split(',').some((held) => {
    const tag = held.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/** Sets the answer's ETag; answers 304 and true when the client holds it. Kept by the browser, asked again each time (no-cache). */
function answeredNotModified(req: Request, res: Response, etag: string): boolean {
  res.set('Cache-Control', 'private, no-cache').set('ETag', etag);
  if (!holds(req, etag)) return false;
  res.status(304).end();
  return true;
}

/**
 * The directory's state for one read, or undefined once an error was sent. The explorer's list
 * with the gateway in this process takes the version read lately and checks the session by the
 * gateway's trusted sessions: a repeat read asks schools nothing (issue 39). Any other read asks
 * the state operation, and its version is kept for the next.
 */
async function stateOf(
  callGateway: CallGateway,
  req: Request,
  res: Response,
  withFavorites: boolean,
): Promise<DirectoryStateQuery | undefined> {
  const local = callGateway.inProcess;
  const version = local && !withFavorites ? knownVersion(local) : undefined;
  if (local && version !== undefined) {
    // Identity cannot tell: the state operation below answers as the gateway does.
    const viewer = await local.viewer(req).catch(() => undefined);
    if (viewer === null) {
      res.status(401).json({ message: NOT_SIGNED_IN_MESSAGE });
      return undefined;
    }
    if (viewer) return { directoryVersion: version };
  }
  const learn = local && versionRead(local);
  const answer = await callGateway(req, res, DirectoryStateDocument, { withFavorites });
  if (sentGatewayError(res, answer)) return undefined;
  learn?.(answer.data!.directoryVersion);
  return answer.data!;
}

/** What a read of the directory makes of its small state operation's answer. */
interface DirectoryRead {
  version: string;
  etag: string;
  /** The body for this version's kept list; it may set the answer's headers. */
  text: (directory: Serialised) => string | Buffer;
}

/**
 * A directory row: each read asks at most its state operation; a client holding the ETag the state
 * makes gets 304, any other this version's kept list as `read` writes it.
 */
function directoryReadRow(
  path: string,
  withFavorites: boolean,
  read: (state: DirectoryStateQuery, req: Request, res: Response) => DirectoryRead,
): TableRow {
  return {
    method: 'get',
    path,
    operation: DirectoryStateDocument.toString(),
    moreOperations: [ListDentalSchoolsDocument.toString()],
    async serve(callGateway, req, res) {
      const state = await stateOf(callGateway, req, res, withFavorites);
      if (!state) return;
      const { version, etag, text } = read(state, req, res);
      if (answeredNotModified(req, res, etag)) return;
      const directory = await directoryOf(callGateway, req, res, version);
      if (!serialised(directory)) sentGatewayError(res, directory);
      else res.type('json').send(text(directory));
    },
  };
}

/**
 * GET /api/dental-schools (SPEC §7, issue 39): every school with the student's isFavorite. Each read
 * asks only the directory's version and the student's favorites; their ETag lets a repeat read
 * answer 304 without the list, and a changed directory or favorite answers 200 with the new one.
 */
export const directoryRow = directoryReadRow('/dental-schools', true, (state) => {
  const favorites = new Set(state.favoriteSchoolIds ?? []);
  return {
    version: state.directoryVersion,
    // Either a new version or a saved or unsaved school changes it.
    etag: etagOf(state.directoryVersion, ...[...favorites].sort()),
    text: (directory) => withFavorites(directory, favorites),
  };
});

/**
 * GET /api/dental-schools/directory (issue 39): the explorer's list, the same for every student
 * (no isFavorite: the student's own query brings it). Its ETag is the directory's version, so a
 * later visit revalidates (304) instead of downloading it again.
 */
export const publicDirectoryRow = directoryReadRow('/dental-schools/directory', false, (state, req, res) => {
  res.vary('Accept-Encoding');
  const inBrotli = req.acceptsEncodings('br') === 'br';
  return {
    version: state.directoryVersion,
    etag: etagOf('public', state.directoryVersion),
    text: (directory) => {
      if (!inBrotli) return directory.public;
      res.set('Content-Encoding', 'br');
      return directory.publicBrotli;
    },
  };
});
