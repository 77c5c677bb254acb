import { firstIssue } from '@predental/contracts/api-error';
import type { CsvColumn, DentalSchoolCsvRow } from '@predental/schools-contract/dental-school-csv';
import {
  dentalSchoolImportSchema,
  dentalSchoolUpdateSchema,
  type DentalSchoolUpdate,
} from '@predental/schools-contract/dental-school';
import type { StoredSchool } from '@predental/schools-contract/dental-school-entity';
import type { NewSchool } from './dental-schools';
import { schoolFromCsvRow } from './school-csv';

export interface ImportPlan {
  creates: NewSchool[];
  updates: { id: string; changes: DentalSchoolUpdate }[];
  /** Rows without a name (SPEC §5) and rows that change nothing. */
  skipped: number;
  errors: { row: number; message: string }[];
}

const isFilled = (cell: string | null | undefined) => Boolean(cell?.trim());

/**
 * What an import does to the directory. A row whose key names an existing school updates it
 * with the row's non-empty cells only, so a file that fills some figures never erases others;
 * any other row adds a school.
 */
export function planImport(rows: DentalSchoolCsvRow[], directory: StoredSchool[]): ImportPlan {
  const byKey = new Map(directory.map((school) => [school.key, school]));
  const seenKeys = new Set<string>();
  const plan: ImportPlan = { creates: [], updates: [], skipped: 0, errors: [] };

  rows.forEach((row, index) => {
    const fail = (message: string) => plan.errors.push({ row: index + 1, message });
    const fields = schoolFromCsvRow(row);
    if (!fields) {
      plan.skipped += 1;
      return;
    }
    const key = typeof fields.key === 'string' ? fields.key : null;
    if (key && seenKeys.has(key)) return fail(`School key '${key}' is used by an earlier row`);
    if (key) seenKeys.add(key);

    const existing = key ? byKey.get(key) : undefined;
    if (!existing) {
      const school = dentalSchoolImportSchema.safeParse(fields);
      if (school.success) plan.creates.push(school.data);
      else fail(firstIssue(school.error));
      return;
    }
    const filled = Object.fromEntries(
      Object.entries(fields).filter(([column]) => column !== 'key' && isFilled(row[column as CsvColumn])),
    );
    const update = dentalSchoolUpdateSchema.safeParse(filled);
    if (!update.success) return fail(firstIssue(update.error));
    const changes = Object.fromEntries(
      Object.entries(update.data).filter(([field, value]) => existing[field as keyof StoredSchool] !== value),
    );
    if (Object.keys(changes).length === 0) plan.skipped += 1;
    else plan.updates.push({ id: existing.id, changes });
  });
  return plan;
}
