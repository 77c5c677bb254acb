import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstIssue } from '@predental/contracts/api-error';
import {
  schoolFigureSchema,
  schoolLimitSchema,
  schoolPrerequisiteSchema,
  type SchoolFigure,
  type SchoolLimit,
  type SchoolPrerequisite,
} from '@predental/schools-contract/school-figures';
import { letterRequirementRowSchema, type LetterRequirementRow } from '@predental/schools-contract/letter-requirements';
import Papa from 'papaparse';
import { z } from 'zod';
import type { DentalSchoolStore, SourcedRows } from '../schools/dental-schools';

/** The sourced part of the seed: one row per figure, prerequisite, limit or letter requirement, each with its source; and the short names. */
const SOURCED_FILES = {
  figures: 'school-figures.csv',
  prerequisites: 'school-prerequisites.csv',
  limits: 'school-limits.csv',
  shortNames: 'school-short-names.csv',
  letters: 'school-letters.csv',
} as const;

/**
 * A usual short name of a school (UCLA, OSU, Penn), one row each: the explorer's search finds the
 * school by it. Kept with the release, not by admins.
 */
const shortNameSchema = z.object({
  key: z.string().trim().min(1, 'Every row needs the school key'),
  shortName: z
    .string({ error: 'Short name is required' })
    .trim()
    .min(2, 'Short name must be at least 2 characters')
    .max(40, 'Short name must be at most 40 characters'),
});
type ShortName = z.infer<typeof shortNameSchema>;

export interface RowProblem {
  file: string;
  /** 1-based among the data rows. */
  row: number;
  message: string;
}

export interface SourcedSeed {
  figures: SchoolFigure[];
  prerequisites: SchoolPrerequisite[];
  limits: SchoolLimit[];
  shortNames: ShortName[];
  letters: LetterRequirementRow[];
  /** Rows refused: a figure without a source or a year, or for a school not in the directory, never gets past here. */
  problems: RowProblem[];
}

const NUMBER_COLUMNS = new Set([
  'value',
  'semesterHours',
  'quarterHours',
  'scienceFaculty',
  'faculty',
  'dentist',
  'total',
]);
const BOOLEAN_COLUMNS = new Set(['required', 'lab', 'committeeInstead']);

/** CSV text to the contract's types: an empty cell is null, numbers and booleans as written (the admin import reads its rows so too). */
export function typed(row: Record<string, string | null | undefined>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, text] of Object.entries(row)) {
    const cell = (text ?? '').trim();
    if (cell === '') out[column] = null;
    else if (NUMBER_COLUMNS.has(column)) out[column] = Number(cell);
    else if (BOOLEAN_COLUMNS.has(column)) out[column] = cell === 'true' ? true : cell === 'false' ? false : cell;
    else out[column] = cell;
  }
  return out;
}

function readRows<T extends { key: string }>(
  file: string,
  schema: z.ZodType<T>,
  keys: ReadonlySet<string>,
  problems: RowProblem[],
): T[] {
  const name = path.basename(file);
  const parsed = Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  for (const error of parsed.errors) problems.push({ file: name, row: (error.row ?? 0) + 1, message: error.message });
  const rows: T[] = [];
  parsed.data.forEach((row, index) => {
    const result = schema.safeParse(typed(row));
    if (!result.success) problems.push({ file: name, row: index + 1, message: firstIssue(result.error) });
    else if (!keys.has(result.data.key))
      problems.push({ file: name, row: index + 1, message: `No school has the key "${result.data.key}"` });
    else rows.push(result.data);
  });
  return rows;
}

/** Reads the sourced files of a seed folder for these schools; refused rows are reported, not thrown. */
export function readSourcedSeed(folder: string, keys: ReadonlySet<string>): SourcedSeed {
  const problems: RowProblem[] = [];
  return {
    figures: readRows(path.join(folder, SOURCED_FILES.figures), schoolFigureSchema, keys, problems),
    prerequisites: readRows(path.join(folder, SOURCED_FILES.prerequisites), schoolPrerequisiteSchema, keys, problems),
    limits: readRows(path.join(folder, SOURCED_FILES.limits), schoolLimitSchema, keys, problems),
    shortNames: readRows(path.join(folder, SOURCED_FILES.shortNames), shortNameSchema, keys, problems),
    letters: readRows(path.join(folder, SOURCED_FILES.letters), letterRequirementRowSchema, keys, problems),
    problems,
  };
}

/** Each school's rows without the key, and a digest that changes when any of them does. */
function bySchool(seed: SourcedSeed): SourcedRows[] {
  const schools = new Map<string, Omit<SourcedRows, 'digest'>>();
  const school = (key: string) =>
    schools.get(key) ??
    schools
      .set(key, { key, figures: [], prerequisites: [], limits: [], shortNames: [], letterRequirement: null })
      .get(key)!;
  for (const { key, ...figure } of seed.figures) school(key).figures.push(figure);
  for (const { key, ...prerequisite } of seed.prerequisites) school(key).prerequisites.push(prerequisite);
  for (const { key, ...limit } of seed.limits) school(key).limits.push(limit);
  for (const { key, shortName } of seed.shortNames) school(key).shortNames.push(shortName);
  for (const { key, ...requirement } of seed.letters) school(key).letterRequirement = requirement;
  return [...schools.values()].map((rows) => ({
    ...rows,
    digest: createHash('sha256').update(JSON.stringify(rows)).digest('base64url'),
  }));
}

/**
 * Gives each school of the directory the sourced rows this release ships, on every start (a
 * release with new figures updates existing directories); a school an admin deleted stays deleted.
 */
export async function loadSourcedSeed(seed: SourcedSeed, schools: DentalSchoolStore): Promise<number> {
  return schools.setSourced(bySchool(seed));
}
