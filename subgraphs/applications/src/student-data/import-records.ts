import type { ApplicationsData } from '@predental/applications-contract/student-data';
import type { StoredItem } from '@predental/service-kit/owned-list';
import { Types } from 'mongoose';
import type { ApplicationRecord } from '../applications/application-record';
import { versionEntry } from '../rules/personal-statement';
import type { StoredStatement } from '../statements/statement-record';

const newId = () => new Types.ObjectId().toHexString();
/** A file row as stored: its fields, and a new id in place of the file's. */
const stored = <Row extends object>(row: Row): StoredItem => ({ ...row, id: newId() });

/** The applications record of a data file: each application at the school the bridge found for it. */
export function importedApplications(data: ApplicationsData, schoolIds: readonly string[]): ApplicationRecord {
  return {
    applications: data.applications.map(({ schoolKey: _key, events, ...application }, index) =>
      stored({ ...application, schoolId: schoolIds[index]!, events: events.map(stored) }),
    ),
    feeAssistance: data.feeAssistance,
    letters: data.letters.map(stored),
  };
}

/**
 * The statements of a data file with their versions' texts, each under a new id. The list reads
 * newest first, as the file has them, so the record keeps them oldest first.
 */
export function importedStatements(data: ApplicationsData): {
  statements: StoredStatement[];
  texts: [string, string][];
} {
  const texts: [string, string][] = [];
  const statements = data.personalStatements.toReversed().map(({ versions, ...statement }): StoredStatement => {
    const entries = versions.map((version) => {
      const entry = versionEntry(newId(), version.text, version.savedAt);
      texts.push([entry.id, version.text]);
      return { entry, final: version.final };
    });
    return {
      ...statement,
      id: newId(),
      versions: entries.map(({ entry }) => entry),
      finalVersionId: entries.find(({ final }) => final)?.entry.id ?? null,
    };
  });
  return { statements, texts };
}
