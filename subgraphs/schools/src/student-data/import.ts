import { badInput } from '@predental/service-kit/errors';
import { recordImport } from '@predental/service-kit/student-data-import';
import { requireViewer } from '@predental/service-kit/subgraph-server';
import { emptyFavoriteRecord, type FavoriteRecords } from '../favorites/favorites';
import type { FavoritePaywall } from '../favorites/paywall';
import type { MutationResolvers } from '../gql/resolvers';
import type { DentalSchoolStore } from '../schools/dental-schools';

/** Issue 38: the favorites of a data file (the bridge found their ids by key), into a student who has none. */
export function importMutations(
  records: FavoriteRecords,
  schools: DentalSchoolStore,
  paywall: FavoritePaywall,
): Pick<MutationResolvers, 'importMyFavoriteSchools' | 'undoMyFavoriteSchoolsImport'> {
  const record = recordImport(records, emptyFavoriteRecord, (data) => data.schoolIds.length === 0);
  return {
    importMyFavoriteSchools: async (_, args, context) => {
      const viewer = requireViewer(context);
      if (args.schoolIds.length > 0) paywall.check(viewer);
      const existing = await schools.ids();
      const unknown = args.schoolIds.find((id) => !existing.has(id));
      if (unknown !== undefined) badInput(`School ${unknown} is not in the directory`);
      return record.write(viewer.id, { schoolIds: [...new Set(args.schoolIds)] });
    },
    undoMyFavoriteSchoolsImport: (_, __, context) => record.undo(requireViewer(context).id),
  };
}
