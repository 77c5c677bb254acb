import { intFromEnv } from '@predental/service-kit/config';
import { jsonBody } from '@predental/service-kit/json-body';
import { NOT_EMPTY_MESSAGE } from '@predental/contracts/student-data';
import type { ErrorRequestHandler, Request, Response } from 'express';
import { sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';
import {
  ImportMyAcademicsDataDocument,
  ImportMyApplicationsDataDocument,
  ImportMyExperienceDataDocument,
  ImportMyFavoriteSchoolsDocument,
  ListSchoolKeysDocument,
  UndoMyAcademicsImportDocument,
  UndoMyApplicationsImportDocument,
  UndoMyExperienceImportDocument,
  UndoMyFavoriteSchoolsImportDocument,
  type TypedDocumentString,
} from '../gql/graphql';
import type { TableRow } from '../route-table';
import { studentDataOf, type StudentDataFile } from './export-file';
import { GATHERING_OPERATIONS, gatheredOrAnswered } from './gather';
import { checkFile, hasRecords, refusedMessage, schoolIdsOf } from './import-checks';
import { writeAreas, type AreaWrite } from './import-areas';

/** The release that wrote a file: RELEASE when the deployment sets it (a tag or commit); 'development' otherwise. */
const RELEASE = process.env.RELEASE ?? 'development';

/**
 * The largest data file an import takes (IMPORT_MAX_BYTES, 768 KB): each area's part then travels
 * as one JSON string (its quotes escaped) within the 1 MB the gateway and the subgraphs take.
 */
const IMPORT_MAX_BYTES = intFromEnv('IMPORT_MAX_BYTES', 768 * 1024, { min: 1024 });
const tooLargeMessage = `This data file is larger than the ${Math.floor(IMPORT_MAX_BYTES / 1024).toLocaleString('en-US')} KB an import takes. Nothing was imported.`;

/**
 * An area's part as its mutation's variable, escaped once more, within the gateway's 1 MB with room
 * for the rest of the request: a file of text full of quotes can pass the file's limit and not this.
 */
const PART_MAX_BYTES = 1024 * 1024 - 64 * 1024;
const partTooLargeMessage = (area: string) =>
  `This data file's ${area} part is too large to import in one piece (its text holds many characters JSON must escape, such as quotes). Nothing was imported.`;

/** The import's own body limit, above the 100 kB every other row takes; past it, a clear 413. */
const tooLarge: ErrorRequestHandler = (error, _req, res, next) => {
  if ((error as { status?: unknown }).status === 413) res.status(413).json({ message: tooLargeMessage });
  else next(error);
};
export const importBody = [...jsonBody(String(IMPORT_MAX_BYTES)), tooLarge];

const notGatheredMessage = (area: string) =>
  `Your data could not be gathered: the ${area} service is not answering. Nothing was downloaded; try again in a minute.`;
const notImportedMessage = (area: string) =>
  `Your data could not be imported: the ${area} service is not answering. Nothing was imported; try again in a minute.`;

const today = () => new Date().toISOString().slice(0, 10);

/** GET /api/me/export: every area's records of the student as one file to download, or no file at all. */
const exportRow: TableRow = {
  method: 'get',
  path: '/me/export',
  operation: GATHERING_OPERATIONS[0]!,
  moreOperations: GATHERING_OPERATIONS.slice(1),
  async serve(callGateway: CallGateway, req: Request, res: Response) {
    const gathered = await gatheredOrAnswered(callGateway, req, res, notGatheredMessage);
    if (!gathered) return;
    const file = studentDataOf(gathered, new Date().toISOString(), RELEASE);
    res
      .set('Cache-Control', 'private, no-store')
      // Usernames are letters, digits and _ (identity's rule), so the name needs no escaping.
      .set('Content-Disposition', `attachment; filename="predental-data-${file.profile.username}-${today()}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(file, null, 2));
  },
};

/**
 * POST /api/me/import: a data file's records into the signed-in student's empty account. Every
 * row is checked first (400 with every failing row, nothing written); then each area writes its
 * part through its own mutation, checking it again, and a failure takes back what came before.
 */
const importRow: TableRow = {
  method: 'post',
  path: '/me/import',
  operation: ImportMyApplicationsDataDocument.toString(),
  moreOperations: [
    ListSchoolKeysDocument,
    ImportMyAcademicsDataDocument,
    ImportMyExperienceDataDocument,
    ImportMyFavoriteSchoolsDocument,
  ].map(String),
  async serve(callGateway: CallGateway, req: Request, res: Response) {
    // Gathering first: it is what says who is asking (401 before any word on the file).
    const gathered = await gatheredOrAnswered(callGateway, req, res, notImportedMessage);
    if (!gathered) return;
    if (hasRecords(gathered)) {
      res.status(409).json({ message: NOT_EMPTY_MESSAGE });
      return;
    }
    const checked = checkFile(req.body);
    if (!checked.ok) {
      res.status(400).json({ message: checked.message, rows: checked.rows ?? [] });
      return;
    }
    const directory = await callGateway(req, res, ListSchoolKeysDocument);
    if (directory.errors || !directory.data) {
      res.status(503).json({ message: notImportedMessage('schools') });
      return;
    }
    const { file } = checked;
    const schoolIds = schoolIdsOf(file, new Map(directory.data.dentalSchools.map(({ key, id }) => [key, id])));
    if (schoolIds.rows.length > 0) {
      res.status(400).json({ message: refusedMessage(schoolIds.rows.length), rows: schoolIds.rows });
      return;
    }
    const send =
      <R, V>(document: TypedDocumentString<R, V>, variables?: V) =>
      () =>
        callGateway(req, res, document, variables);
    const parts = {
      academics: JSON.stringify(file.academics),
      experience: JSON.stringify(file.experience),
      applications: JSON.stringify(file.applications),
    };
    const oversized = Object.entries(parts).find(
      ([, text]) => Buffer.byteLength(JSON.stringify(text)) > PART_MAX_BYTES,
    );
    if (oversized) {
      res.status(413).json({ message: partTooLargeMessage(oversized[0]) });
      return;
    }
    const writes: AreaWrite[] = [
      {
        area: 'academics',
        write: send(ImportMyAcademicsDataDocument, { data: parts.academics }),
        undo: send(UndoMyAcademicsImportDocument),
      },
      {
        area: 'experience',
        write: send(ImportMyExperienceDataDocument, { data: parts.experience }),
        undo: send(UndoMyExperienceImportDocument),
      },
      {
        area: 'schools',
        write: send(ImportMyFavoriteSchoolsDocument, { schoolIds: schoolIds.favorites }),
        undo: send(UndoMyFavoriteSchoolsImportDocument),
      },
      {
        area: 'applications',
        write: send(ImportMyApplicationsDataDocument, {
          data: parts.applications,
          schoolIds: schoolIds.applications,
        }),
        undo: send(UndoMyApplicationsImportDocument),
      },
    ];
    const written = await writeAreas(writes);
    if (written.ok) {
      res.status(201).json(importedCounts(file));
      return;
    }
    if (written.undoFailed.length > 0)
      console.error(`[rest-bridge] import: ${written.undoFailed.join(', ')} could not take back their part`);
    const refusal = written.answer?.errors?.[0];
    if (written.refused && refusal)
      sentGatewayError(res, { errors: [{ ...refusal, message: `Nothing was imported: ${refusal.message}` }] });
    else res.status(503).json({ message: notImportedMessage(written.area) });
  },
};

/** What the import wrote, for the student's confirmation. */
function importedCounts(file: StudentDataFile) {
  const { academics, experience, schools, applications } = file;
  return {
    courses: academics.courses.length,
    datScores: academics.datScores.length,
    experienceEntries: experience.shadowing.length + experience.volunteer.length + experience.logs.length,
    favorites: schools.favorites.length,
    applications: applications.applications.length,
    letters: applications.letters.length,
    personalStatements: applications.personalStatements.length,
  };
}

/** Issue 38's rows: the student's data out, and back in. */
export const exportRoutes = [exportRow, importRow];
