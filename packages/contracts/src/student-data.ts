import { z } from 'zod';

/**
 * "Download my data" and "Import it back" (issue 38): one JSON file of everything a student has,
 * its shape written once. This file holds the envelope and the version rule; each area's part is
 * in its own contract (`subgraphs/<area>/contract/src/student-data.ts`), and the bridge composes
 * them (packages/ imports no area). The shape is documented in docs/student-data.md.
 */
export const STUDENT_DATA_FORMAT = 'predental-student-data';
/** The version this release writes; it reads this one and every older one (see `upToCurrentVersion`). */
export const STUDENT_DATA_VERSION = 1;

/** The areas whose records a file holds (imported in this order, undone backwards). */
export type StudentDataArea = 'academics' | 'experience' | 'schools' | 'applications';

/** A row of a list that other rows may name by `id`: the file's id, replaced by a new one on import. */
export const withFileId = <Row extends z.ZodType>(row: Row) => z.object({ id: z.string().min(1).max(64) }).and(row);

/**
 * A school as a data file names it: by its key, the same on every platform and release (the
 * seed's key, or one made from the name), with its name for the reader; never by an id, which
 * another platform's directory does not share.
 */
export const schoolReferenceSchema = z.object({
  schoolKey: z.string({ error: 'School key is required' }).min(1, 'School key is required').max(200),
  schoolName: z.string().max(300),
});

export const NOT_A_DATA_FILE_MESSAGE = 'This is not a PreDental data file (its "format" is not predental-student-data)';
export const newerVersionMessage = (version: number) =>
  `This data file is version ${version}, written by a newer release; this platform reads files up to version ${STUDENT_DATA_VERSION}. Import it on a platform running that release or a later one.`;

/**
 * Steps an older file up one version each: a version 2 adds `1: (file) => ({ ...file, version: 2, ... })`
 * here, so version 1 files keep importing. Version 1 is the first: nothing to step yet.
 */
const STEPS: Record<number, (file: Record<string, unknown>) => Record<string, unknown>> = {};

/** The file brought to this release's version, or why it cannot be. */
export function upToCurrentVersion(
  file: unknown,
): { ok: true; file: Record<string, unknown> } | { ok: false; message: string } {
  const envelope = z.object({ format: z.literal(STUDENT_DATA_FORMAT), version: z.int().min(1) }).safeParse(file);
  if (!envelope.success) return { ok: false, message: NOT_A_DATA_FILE_MESSAGE };
  let current = file as Record<string, unknown>;
  let version = envelope.data.version;
  if (version > STUDENT_DATA_VERSION) return { ok: false, message: newerVersionMessage(version) };
  while (version < STUDENT_DATA_VERSION) {
    current = STEPS[version]!(current);
    version += 1;
  }
  return { ok: true, file: current };
}

/** The whole file: the envelope, the profile and each area's part, each part's schema from its area's contract. */
export function studentDataFileSchema<
  Profile extends z.ZodType,
  Parts extends { [Area in StudentDataArea]: z.ZodType },
>(profile: Profile, parts: Parts) {
  return z.object({
    format: z.literal(STUDENT_DATA_FORMAT),
    version: z.literal(STUDENT_DATA_VERSION),
    exportedAt: z.string().describe('When it was written (ISO 8601).'),
    release: z.string().describe('The platform release that wrote it.'),
    profile,
    ...parts,
  });
}

/** A row the import refuses, named so a student finds it in the file. */
export interface FailingRow {
  area: string;
  entity: string;
  /** The row's place in its list (0 first); null for a part that is no list (goals). */
  index: number | null;
  field: string;
  message: string;
}

/** Every zod issue of a file as the row it names: `courses[3].credits` of academics. */
export function failingRows(error: z.ZodError): FailingRow[] {
  return error.issues.map((issue) => {
    const [area = 'file', entity = '', ...rest] = issue.path.map(String);
    const index = rest[0] !== undefined && /^\d+$/.test(rest[0]) ? Number(rest.shift()) : null;
    return { area, entity, index, field: rest.join('.'), message: issue.message };
  });
}

/** 409: an import writes into an empty account only, so it never mixes two students' records. */
export const NOT_EMPTY_MESSAGE =
  'Data can only be imported into an empty account, and this one already has records. Sign up for a new account and import there.';

/**
 * A record as a file row: the fields the row's input rule knows (computed ones such as a DAT
 * attempt's totalScience are left out, the import computes them again), without the nulls it
 * refuses (an AADSAS detail never given is absent, as on /api), and the file id it had.
 */
export function fileRow(schema: z.ZodObject, record: { id?: string } & Record<string, unknown>) {
  const row: Record<string, unknown> = record.id === undefined ? {} : { id: record.id };
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = record[key];
    if (value === undefined || (value === null && !(field as z.ZodType).safeParse(null).success)) continue;
    row[key] = value;
  }
  return row;
}
