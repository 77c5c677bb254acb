import { failingRows, type FailingRow, upToCurrentVersion } from '@predental/contracts/student-data';
import { studentDataFile, type Gathered, type StudentDataFile } from './export-file';

/** What the file holds, checked: the rows each area would refuse, or the file ready to write. */
export type CheckedFile = { ok: true; file: StudentDataFile } | { ok: false; message: string; rows?: FailingRow[] };

/** The file brought to this release's version, then every row checked by its area's rules, all reported at once. */
export function checkFile(body: unknown): CheckedFile {
  const current = upToCurrentVersion(body);
  if (!current.ok) return current;
  const parsed = studentDataFile.safeParse(current.file);
  if (parsed.success) return { ok: true, file: parsed.data };
  const rows = failingRows(parsed.error);
  return { ok: false, message: refusedMessage(rows.length), rows };
}

export const refusedMessage = (count: number) =>
  `Nothing was imported: ${count === 1 ? '1 row breaks' : `${count} rows break`} the platform's rules. Correct ${count === 1 ? 'it' : 'them'} in the file and import it again.`;

const unknownSchool = (key: string) => `No school with the key "${key}" is in this platform's directory`;

/**
 * The directory's id for each school the file names by key; an unknown key is a failing row of
 * the favorite or application that names it.
 */
export function schoolIdsOf(file: StudentDataFile, directory: ReadonlyMap<string, string>) {
  const rows: FailingRow[] = [];
  const idsOf = (area: 'schools' | 'applications', entity: string, list: readonly { schoolKey: string }[]) =>
    list.map(({ schoolKey }, index) => {
      const id = directory.get(schoolKey);
      if (id === undefined) rows.push({ area, entity, index, field: 'schoolKey', message: unknownSchool(schoolKey) });
      return id ?? '';
    });
  const favorites = idsOf('schools', 'favorites', file.schools.favorites);
  const applications = idsOf('applications', 'applications', file.applications.applications);
  return { rows, favorites, applications };
}

/** Whether the account has any record an import could collide with (its profile aside). */
export function hasRecords(gathered: Gathered): boolean {
  const { academics, experience, schools, applications } = gathered;
  const { goals } = experience;
  return (
    academics.courses.length + academics.datScores.length > 0 ||
    experience.shadowingEntries.length + experience.volunteerEntries.length + experience.experienceLogs.length > 0 ||
    goals.shadowingGoal !== null ||
    goals.volunteerGoal !== null ||
    goals.typeGoals.length > 0 ||
    schools.favoriteSchools.length > 0 ||
    applications.myApplications.length + applications.myLetters.length + applications.myPersonalStatements.length > 0 ||
    applications.applicationBudget.feeAssistance.onProgram
  );
}
