import { applicationsDataSchema } from '@predental/applications-contract/student-data';
import { NOT_EMPTY_MESSAGE } from '@predental/contracts/student-data';
import { badInput, conflict } from '@predental/service-kit/errors';
import { readDataPart, recordImport } from '@predental/service-kit/student-data-import';
import { requireViewer } from '@predental/service-kit/subgraph-server';
import type { ApplicationRecord, ApplicationRecords } from '../applications/application-record';
import type { MutationResolvers } from '../gql/resolvers';
import type { StatementRecords } from '../statements/statement-record';
import type { StatementTexts } from '../statements/statement-texts';
import { importedApplications, importedStatements } from './import-records';

const noApplications = (data: ApplicationRecord) =>
  data.applications.length === 0 &&
  (data.letters ?? []).length === 0 &&
  !data.feeAssistance.onProgram &&
  data.feeAssistance.amountCovered === 0;

/**
 * Issue 38: the applications part of a data file, into a student with no applications, letters
 * or statements: the versions' texts first (as saving a version does), then the two records.
 */
export function importMutations(
  records: ApplicationRecords,
  statementRecords: StatementRecords,
  texts: StatementTexts,
): Pick<MutationResolvers, 'importMyApplicationsData' | 'undoMyApplicationsImport'> {
  const applications = recordImport(
    records,
    () => ({ applications: [], feeAssistance: { onProgram: false, amountCovered: 0 } }),
    noApplications,
  );
  const statements = recordImport(
    statementRecords,
    () => ({ statements: [] }),
    (data) => data.statements.length === 0,
  );
  return {
    importMyApplicationsData: async (_, args, context) => {
      const userId = requireViewer(context).id;
      const data = readDataPart(applicationsDataSchema, args.data);
      if (args.schoolIds.length !== data.applications.length) badInput('Give one school id per application');
      const [before, beforeStatements] = await Promise.all([records.read(userId), statementRecords.read(userId)]);
      if (!noApplications(before) || beforeStatements.statements.length > 0) conflict(NOT_EMPTY_MESSAGE);
      const imported = importedStatements(data);
      for (const [id, text] of imported.texts) await texts.insert(id, text);
      await statements.write(userId, { statements: imported.statements });
      return applications.write(userId, importedApplications(data, args.schoolIds));
    },
    undoMyApplicationsImport: async (_, __, context) => {
      const userId = requireViewer(context).id;
      await statements.undo(userId);
      return applications.undo(userId);
    },
  };
}
