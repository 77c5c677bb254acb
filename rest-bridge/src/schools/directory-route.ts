import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { sentGatewayError } from '../errors';
import type { CallGateway, GatewayResult } from '../gateway-client';
import { DirectoryStateDocument, ListDentalSchoolsDocument } from '../gql/graphql';
import type { TableRow } from '../route-table';
import { directoryText, withFavorites, type DirectoryText } from './directory-json';

/** The directory serialised for one version, or the gateway's failed answer (never kept). */
type Directory = DirectoryText | GatewayResult<unknown>;

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
    held = { version, directory: asked.then((list) => (list.errors ? list : directoryText(list.data!.dentalSchools))) };
    kept.set(callGateway, held);
  }
  const forget = () => kept.get(callGateway) === held && kept.delete(callGateway);
  // A failure is not kept: the next reader asks again.
  const directory = await held.directory.catch((error: unknown) => {
    forget();
    throw error;
  });
  if (!Array.isArray(directory)) forget();
  return directory;
}

/** Changes with the directory's version and with the student's favorites, whichever order they were saved in. */
const etagOf = (version: string, favorites: ReadonlySet<string>) =>
  `W/"${createHash('sha256')
    .update(`${version}\n${[...favorites].sort().join(',')}`)
    .digest('base64url')}"`;

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

/**
 * GET /api/dental-schools (SPEC §7, issue 39): every school with the student's isFavorite. Each read
 * asks only the directory's version and the student's favorites; their ETag lets a repeat read
 * answer 304 without the list, and a changed directory or favorite answers 200 with the new one.
 */
export const directoryRow: TableRow = {
  method: 'get',
  path: '/dental-schools',
  operation: DirectoryStateDocument.toString(),
  moreOperations: [ListDentalSchoolsDocument.toString()],
  async serve(callGateway, req, res) {
    const state = await callGateway(req, res, DirectoryStateDocument);
    if (sentGatewayError(res, state)) return;
    const { directoryVersion, favoriteSchools } = state.data!;
    const favorites = new Set(favoriteSchools.map((school) => school.id));
    // Private (per student), kept by the browser but asked again each time: no-cache means revalidate.
    const etag = etagOf(directoryVersion, favorites);
    res.set('Cache-Control', 'private, no-cache').set('ETag', etag);
    if (holds(req, etag)) {
      res.status(304).end();
      return;
    }
    const directory = await directoryOf(callGateway, req, res, directoryVersion);
    if (!Array.isArray(directory)) sentGatewayError(res, directory);
    else res.type('json').send(withFavorites(directory, favorites));
  },
};
