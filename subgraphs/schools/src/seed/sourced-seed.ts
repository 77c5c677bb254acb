import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstIssue } from '@predental/contracts/api-error';
import {
  SOURCE_RANK,
  schoolFigureSchema,
  schoolLimitSchema,
  schoolPrerequisiteSchema,
  yearOf,
  type SchoolFigure,
  type SchoolLimit,
  type SchoolPrerequisite,
} from '@predental/contracts/school-figures';
import Papa from 'papaparse';
import type { z } from 'zod';

/** The sourced part of the seed: one row per figure, prerequisite or limit, each with its source. */
export const SOURCED_FILES = {
  figures: 'school-figures.csv',
  prerequisites: 'school-prerequisites.csv',
  limits: 'school-limits.csv',
} as const;

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
  /** Rows refused: a figure without a source or a year, or for a school not in the directory, never gets past here. */
  problems: RowProblem[];
}

const NUMBER_COLUMNS = new Set(['value', 'semesterHours', 'quarterHours']);
const BOOLEAN_COLUMNS = new Set(['required', 'lab']);

/** CSV text to the contract's types: an empty cell is null, numbers and booleans as written. */
function typed(row: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, text] of Object.entries(row)) {
    const cell = text.trim();
    if (cell === '') out[column] = null;
    else if (NUMBER_COLUMNS.has(column)) out[column] = Number(cell);
    else if (BOOLEAN_COLUMNS.has(column)) out[column] = cell === 'true' ? true : cell === 'false' ? false : cell;
    else out[column] = cell;
  }
  return out;
}

function readRows<T extends { key: string }>(file: string, schema: z.ZodType<T>, keys: ReadonlySet<string>, problems: RowProblem[]): T[] {
  const name = path.basename(file);
  const parsed = Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: 'greedy' });
  for (const error of parsed.errors) problems.push({ file: name, row: (error.row ?? 0) + 1, message: error.message });
  const rows: T[] = [];
  parsed.data.forEach((row, index) => {
    const result = schema.safeParse(typed(row));
    if (!result.success) problems.push({ file: name, row: index + 1, message: firstIssue(result.error) });
    else if (!keys.has(result.data.key)) problems.push({ file: name, row: index + 1, message: `No school has the key "${result.data.key}"` });
    else rows.push(result.data);
  });
  return rows;
}

/** Reads the three sourced files of a seed folder for these schools; refused rows are reported, not thrown. */
export function readSourcedSeed(folder: string, keys: ReadonlySet<string>): SourcedSeed {
  const problems: RowProblem[] = [];
  return {
    figures: readRows(path.join(folder, SOURCED_FILES.figures), schoolFigureSchema, keys, problems),
    prerequisites: readRows(path.join(folder, SOURCED_FILES.prerequisites), schoolPrerequisiteSchema, keys, problems),
    limits: readRows(path.join(folder, SOURCED_FILES.limits), schoolLimitSchema, keys, problems),
    problems,
  };
}

/**
 * The figure a school shows where several sources give it: the school's own page over ADEA over a
 * secondary page, then the newest year.
 */
export function chosenFigures(figures: readonly SchoolFigure[]): SchoolFigure[] {
  const best = new Map<string, SchoolFigure>();
  for (const figure of figures) {
    const id = `${figure.key}\u0000${figure.figure}`;
    const held = best.get(id);
    const better =
      !held ||
      SOURCE_RANK[figure.sourceKind] < SOURCE_RANK[held.sourceKind] ||
      (SOURCE_RANK[figure.sourceKind] === SOURCE_RANK[held.sourceKind] && yearOf(figure.year) > yearOf(held.year));
    if (better) best.set(id, figure);
  }
  return [...best.values()];
}
