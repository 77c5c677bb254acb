import { academicsDataSchema } from '@predental/academics-contract/student-data';
import { readDataPart, recordImport } from '@predental/service-kit/student-data-import';
import { requireViewer } from '@predental/service-kit/subgraph-server';
import { emptyAcademicRecord, type AcademicRecords } from '../academic-record';
import type { CourseStore } from '../courses/courses';
import type { DatScoreStore } from '../dat/dat-scores';
import type { MutationResolvers } from '../gql/resolvers';

/** Issue 38: the academics part of a data file, written in one change of the student's empty record. */
export function importMutations(
  records: AcademicRecords,
  courses: CourseStore,
  datScores: DatScoreStore,
): Pick<MutationResolvers, 'importMyAcademicsData' | 'undoMyAcademicsImport'> {
  const record = recordImport(
    records,
    emptyAcademicRecord,
    (data) => data.courses.length === 0 && data.datScores.length === 0,
  );
  return {
    importMyAcademicsData: (_, args, context) => {
      const userId = requireViewer(context).id;
      const data = readDataPart(academicsDataSchema, args.data);
      return record.write(userId, {
        courses: courses.newItems(data.courses),
        datScores: datScores.newItems(data.datScores),
      });
    },
    undoMyAcademicsImport: (_, __, context) => record.undo(requireViewer(context).id),
  };
}
