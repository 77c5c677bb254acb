import type { Request, Response } from 'express';
import { sentGatewayError } from '../errors';
import type { CallGateway, GatewayResult } from '../gateway-client';
import {
  ExportMyAcademicsDocument,
  ExportMyApplicationsDocument,
  ExportMyExperienceDocument,
  ExportMyProfileDocument,
  ExportMySchoolsDocument,
  type TypedDocumentString,
} from '../gql/graphql';
import type { Gathered } from './export-file';

/** What gathering found: every area's records, or the area that did not answer, or an error to send as it is (401). */
type Gathering =
  { ok: true; gathered: Gathered } | { ok: false; downArea: string } | { ok: false; refused: GatewayResult<unknown> };

const QUERIES: { [Area in keyof Gathered]: TypedDocumentString<Gathered[Area], { [key: string]: never }> } = {
  profile: ExportMyProfileDocument,
  academics: ExportMyAcademicsDocument,
  experience: ExportMyExperienceDocument,
  schools: ExportMySchoolsDocument,
  applications: ExportMyApplicationsDocument,
};
const AREA_OF_PART: Record<keyof Gathered, string> = {
  profile: 'identity',
  academics: 'academics',
  experience: 'experience',
  schools: 'schools',
  applications: 'applications',
};
/** A refusal of the caller (no session), answered as the gateway says rather than as an area being down. */
const CALLER_ERRORS = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'TOO_MANY_REQUESTS']);

/**
 * Asks each area for the student's records through the gateway, all at once, one operation per
 * area so that each answers for its own (and the one that does not is named). Any error means no
 * file: a part left out would read as a student who has nothing there.
 */
async function gather(callGateway: CallGateway, req: Request, res: Response): Promise<Gathering> {
  const parts = Object.keys(QUERIES) as (keyof Gathered)[];
  const results: GatewayResult<unknown>[] = await Promise.all(
    parts.map((part) => callGateway(req, res, QUERIES[part] as TypedDocumentString<unknown, { [key: string]: never }>)),
  );
  const refused = results.find((result) =>
    result.errors?.some((error) => CALLER_ERRORS.has(error.extensions?.code ?? '')),
  );
  if (refused) return { ok: false, refused };
  const failed = results.findIndex((result) => result.errors?.length || !result.data);
  if (failed >= 0) {
    // The gateway names the subgraph that did not answer (the applications' school key is the schools area's).
    const named = results[failed]!.errors?.find((error) => error.extensions?.service)?.extensions?.service;
    return { ok: false, downArea: named ?? AREA_OF_PART[parts[failed]!] };
  }
  return {
    ok: true,
    gathered: Object.fromEntries(parts.map((part, index) => [part, results[index]!.data])) as unknown as Gathered,
  };
}

/** The documents gathering sends, for the gateway's limits check. */
export const GATHERING_OPERATIONS = Object.values(QUERIES).map(String);

/**
 * Every area's records of the student; or, having answered the caller (401 as the gateway says,
 * 503 with `downMessage` naming the area that did not answer), undefined.
 */
export async function gatheredOrAnswered(
  callGateway: CallGateway,
  req: Request,
  res: Response,
  downMessage: (area: string) => string,
): Promise<Gathered | undefined> {
  const gathering = await gather(callGateway, req, res);
  if (gathering.ok) return gathering.gathered;
  if ('refused' in gathering) sentGatewayError(res, gathering.refused);
  else res.status(503).json({ message: downMessage(gathering.downArea) });
  return undefined;
}
