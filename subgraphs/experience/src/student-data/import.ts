import { experienceDataSchema } from '@predental/experience-contract/student-data';
import { readDataPart, recordImport } from '@predental/service-kit/student-data-import';
import { requireViewer } from '@predental/service-kit/subgraph-server';
import type { EntryStores } from '../entries/entries';
import { emptyExperienceRecord, type ExperienceRecord, type ExperienceRecords } from '../experience-record';
import { groupedLogs } from '../experiences/compose';
import type { MutationResolvers } from '../gql/resolvers';
import { importedChoices } from './import-choices';

const isEmpty = (data: ExperienceRecord) =>
  data.shadowing.length + data.volunteer.length + (data.logs ?? []).length === 0 &&
  data.goals.shadowingGoal === null &&
  data.goals.volunteerGoal === null &&
  (data.goals.typeGoals ?? []).length === 0 &&
  (data.experiences?.additions ?? []).length === 0;

/** Issue 38: the experience part of a data file, written in one change of the student's empty record. */
export function importMutations(
  records: ExperienceRecords,
  entries: EntryStores,
): Pick<MutationResolvers, 'importMyExperienceData' | 'undoMyExperienceImport'> {
  const record = recordImport(records, emptyExperienceRecord, isEmpty);
  return {
    importMyExperienceData: (_, args, context) => {
      const userId = requireViewer(context).id;
      const data = readDataPart(experienceDataSchema, args.data);
      const stored = {
        shadowing: entries.shadowing.newItems(data.shadowing),
        volunteer: entries.volunteer.newItems(data.volunteer),
        logs: entries.logs.newItems(data.logs),
      };
      const fileRows = [...data.shadowing, ...data.volunteer, ...data.logs];
      const newLogId = new Map(
        [...stored.shadowing, ...stored.volunteer, ...stored.logs].map((item, index) => [fileRows[index]!.id, item.id]),
      );
      const imported: ExperienceRecord = {
        ...stored,
        goals: data.goals,
        experiences: { placements: [], additions: [] },
      };
      const logs = groupedLogs({
        shadowing: entries.shadowing.listIn(imported, userId),
        volunteer: entries.volunteer.listIn(imported, userId),
        logs: entries.logs.listIn(imported, userId),
      });
      return record.write(userId, { ...imported, experiences: importedChoices(data.experiences, newLogId, logs) });
    },
    undoMyExperienceImport: (_, __, context) => record.undo(requireViewer(context).id),
  };
}
