import { MAX_IMPORT_ROWS, type DentalSchoolCsvRow } from '@predental/contracts/dental-school-csv';
import { dentalSchoolInputSchema, dentalSchoolUpdateSchema, type DentalSchool } from '@predental/contracts/dental-school';
import { isOldFigure } from '@predental/contracts/school-figures';
import { badInput } from '@predental/service-kit/errors';
import { requireAdmin, requireViewer, type Resolvers, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { parseInput } from '@predental/service-kit/validate';
import type { FavoriteStore } from './favorites/favorites';
import type { FavoritePaywall } from './favorites/paywall';
import type { StoredSchool } from './schools/dental-school-model';
import type { DentalSchoolStore } from './schools/dental-schools';
import type { HeldFigure } from './schools/sourced-figures';
import { planImport } from './schools/school-import';

type IdArgs = { id: string };
type InputArgs = { input: unknown };
type SchoolIdArgs = { schoolId: string };
type ImportArgs = { rows: DentalSchoolCsvRow[] };

/** Every change an admin makes to the shared directory leaves a line in the security log. */
function adminWrote(context: SubgraphContext, userId: string, operation: string, target: string) {
  context.log('admin_write', { userId, address: context.address, reason: operation, target });
}

export function schoolsResolvers(schools: DentalSchoolStore, favorites: FavoriteStore, paywall: FavoritePaywall): Resolvers {
  const forViewer = async (userId: string, list: StoredSchool[]): Promise<DentalSchool[]> => {
    const saved = new Set(await favorites.schoolIds(userId));
    return list.map((school) => ({ ...school, isFavorite: saved.has(school.id) }));
  };

  const importRows = async (rows: DentalSchoolCsvRow[]) => {
    if (rows.length > MAX_IMPORT_ROWS) badInput(`Import at most ${MAX_IMPORT_ROWS} rows at a time`);
    const plan = planImport(rows, await schools.list());
    const created = (await schools.createMany(plan.creates)).length;
    const updated = await schools.updateMany(plan.updates);
    return { imported: created + updated, created, updated, skipped: plan.skipped, errors: plan.errors };
  };

  return {
    DentalSchool: {
      prerequisiteLimits: (school: StoredSchool) => school.limits,
      __resolveReference: async (reference: { id: string }, context: SubgraphContext) => (await forViewer(requireViewer(context).id, [await schools.get(reference.id)]))[0],
    },
    SchoolFigure: {
      old: (figure: HeldFigure) => isOldFigure(figure.year, new Date()),
    },
    SchoolPrerequisite: {
      old: (prerequisite: { year: string }) => isOldFigure(prerequisite.year, new Date()),
    },
    Query: {
      dentalSchools: async (_: unknown, __: unknown, context: SubgraphContext) => forViewer(requireViewer(context).id, await schools.list()),
      favoriteSchools: async (_: unknown, __: unknown, context: SubgraphContext) => {
        const mine = await forViewer(requireViewer(context).id, await schools.list());
        return mine.filter((school) => school.isFavorite);
      },
      canFavoriteSchools: (_: unknown, __: unknown, context: SubgraphContext) => paywall.mayFavorite(requireViewer(context)),
      adminDentalSchools: async (_: unknown, __: unknown, context: SubgraphContext) => forViewer(requireAdmin(context).id, await schools.list()),
    },
    Mutation: {
      addFavoriteSchool: async (_: unknown, args: SchoolIdArgs, context: SubgraphContext) => {
        const viewer = requireViewer(context);
        paywall.check(viewer);
        const school = await schools.get(args.schoolId);
        await favorites.add(viewer.id, school.id, await schools.ids());
        return { ...school, isFavorite: true };
      },
      removeFavoriteSchool: async (_: unknown, args: SchoolIdArgs, context: SubgraphContext) => {
        const viewer = requireViewer(context);
        const school = await schools.get(args.schoolId);
        await favorites.remove(viewer.id, school.id, await schools.ids());
        return { ...school, isFavorite: false };
      },
      createDentalSchool: async (_: unknown, args: InputArgs, context: SubgraphContext) => {
        const admin = requireAdmin(context);
        const school = await schools.create(parseInput(dentalSchoolInputSchema, args.input));
        adminWrote(context, admin.id, 'createDentalSchool', school.id);
        return { ...school, isFavorite: false };
      },
      updateDentalSchool: async (_: unknown, args: IdArgs & InputArgs, context: SubgraphContext) => {
        const admin = requireAdmin(context);
        const school = await schools.update(args.id, parseInput(dentalSchoolUpdateSchema, args.input));
        adminWrote(context, admin.id, 'updateDentalSchool', school.id);
        return (await forViewer(admin.id, [school]))[0];
      },
      deleteDentalSchool: async (_: unknown, args: IdArgs, context: SubgraphContext) => {
        const admin = requireAdmin(context);
        await schools.remove(args.id);
        adminWrote(context, admin.id, 'deleteDentalSchool', args.id);
        return args.id;
      },
      importDentalSchools: async (_: unknown, args: ImportArgs, context: SubgraphContext) => {
        const admin = requireAdmin(context);
        const result = await importRows(args.rows);
        adminWrote(context, admin.id, 'importDentalSchools', `${args.rows.length} rows`);
        return result;
      },
    },
  };
}
