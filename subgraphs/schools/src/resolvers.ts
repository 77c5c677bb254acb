import { MAX_IMPORT_ROWS, type DentalSchoolCsvRow } from '@predental/schools-contract/dental-school-csv';
import {
  dentalSchoolInputSchema,
  dentalSchoolUpdateSchema,
  type DentalSchoolUpdate,
} from '@predental/schools-contract/dental-school';
import {
  FIGURE_NAMES,
  isOldFigure,
  schoolFigureSchema,
  type FigureName,
} from '@predental/schools-contract/school-figures';
import { badInput } from '@predental/service-kit/errors';
import { requireAdmin, requireViewer, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { parseInput } from '@predental/service-kit/validate';
import type { FavoriteStore } from './favorites/favorites';
import type { FavoritePaywall } from './favorites/paywall';
import type { StoredSchool } from '@predental/schools-contract/dental-school-entity';
import type { ViewedSchool } from './schools/dental-school-model';
import type { DentalSchoolStore } from './schools/dental-schools';
import type { HeldFigure } from './schools/sourced-figures';
import { planFigureImport, type FigureCsvRow } from './schools/figure-import';
import { planImport } from './schools/school-import';
import type { Resolvers } from './gql/resolvers';

type ImportArgs = { rows: DentalSchoolCsvRow[] };
type FigureArgs = { schoolId: string; input: unknown };
type RemoveFigureArgs = { schoolId: string; figure: string };

/** Every change an admin makes to the shared directory leaves a line in the security log. */
function adminWrote(context: SubgraphContext, userId: string, operation: string, target: string) {
  context.log('admin_write', { userId, address: context.address, reason: operation, target });
}

export function schoolsResolvers(
  schools: DentalSchoolStore,
  favorites: FavoriteStore,
  paywall: FavoritePaywall,
): Resolvers {
  const forViewer = async (userId: string, list: StoredSchool[]): Promise<ViewedSchool[]> => {
    const saved = new Set(await favorites.schoolIds(userId));
    return list.map((school) => ({ ...school, isFavorite: saved.has(school.id) }));
  };
  const oneForViewer = async (userId: string, school: StoredSchool): Promise<ViewedSchool> => ({
    ...school,
    isFavorite: (await favorites.schoolIds(userId)).includes(school.id),
  });

  const importRows = async (rows: DentalSchoolCsvRow[]) => {
    if (rows.length > MAX_IMPORT_ROWS) badInput(`Import at most ${MAX_IMPORT_ROWS} rows at a time`);
    const plan = planImport(rows, await schools.list());
    const created = (await schools.createMany(plan.creates)).length;
    const updated = await schools.updateMany(plan.updates);
    return { imported: created + updated, created, updated, skipped: plan.skipped, errors: plan.errors };
  };

  const importFigures = async (rows: FigureCsvRow[]) => {
    if (rows.length > MAX_IMPORT_ROWS) badInput(`Import at most ${MAX_IMPORT_ROWS} rows at a time`);
    const ids = new Map((await schools.list()).map((school) => [school.key, school.id]));
    const plan = planFigureImport(rows, new Set(ids.keys()));
    await schools.setAdminFigures(plan.figures.map(({ key, ...figure }) => ({ id: ids.get(key)!, figure })));
    return { imported: plan.figures.length, errors: plan.errors };
  };

  /** An admin's save of the form sends every figure it showed: one still equal to its sourced value stays sourced. */
  const withoutSourcedEchoes = async (id: string, changes: DentalSchoolUpdate) => {
    const current = await schools.get(id);
    const echoed = current.figureSources
      .filter(({ field }) => changes[field] !== undefined && changes[field] === current[field])
      .map(({ field }) => field);
    return Object.fromEntries(
      Object.entries(changes).filter(([field]) => !echoed.includes(field as (typeof echoed)[number])),
    ) as DentalSchoolUpdate;
  };

  return {
    DentalSchool: {
      __resolveReference: async (reference: { id: string }, context: SubgraphContext) =>
        oneForViewer(requireViewer(context).id, await schools.get(reference.id)),
    },
    SchoolFigure: {
      old: (figure: HeldFigure) => isOldFigure(figure.year, new Date()),
      enteredByAdmin: (figure: HeldFigure) => figure.enteredByAdmin === true,
    },
    SchoolPrerequisite: {
      old: (prerequisite: { year: string }) => isOldFigure(prerequisite.year, new Date()),
    },
    Query: {
      dentalSchools: async (_: unknown, __: unknown, context: SubgraphContext) =>
        forViewer(requireViewer(context).id, await schools.list()),
      directoryVersion: (_: unknown, __: unknown, context: SubgraphContext) => {
        requireViewer(context);
        return schools.version();
      },
      dentalSchool: async (_, args, context) => oneForViewer(requireViewer(context).id, await schools.get(args.id)),
      favoriteSchools: async (_: unknown, __: unknown, context: SubgraphContext) => {
        const mine = await forViewer(requireViewer(context).id, await schools.list());
        return mine.filter((school) => school.isFavorite);
      },
      favoriteSchoolIds: (_: unknown, __: unknown, context: SubgraphContext) =>
        favorites.schoolIds(requireViewer(context).id),
      canFavoriteSchools: (_: unknown, __: unknown, context: SubgraphContext) =>
        paywall.mayFavorite(requireViewer(context)),
      adminDentalSchools: async (_: unknown, __: unknown, context: SubgraphContext) =>
        forViewer(requireAdmin(context).id, await schools.list()),
    },
    Mutation: {
      addFavoriteSchool: async (_, args, context) => {
        const viewer = requireViewer(context);
        paywall.check(viewer);
        const { school, ids } = await schools.withIds(args.schoolId);
        await favorites.add(viewer.id, school.id, ids);
        return { ...school, isFavorite: true };
      },
      removeFavoriteSchool: async (_, args, context) => {
        const viewer = requireViewer(context);
        const { school, ids } = await schools.withIds(args.schoolId);
        await favorites.remove(viewer.id, school.id, ids);
        return { ...school, isFavorite: false };
      },
      createDentalSchool: async (_, args, context) => {
        const admin = requireAdmin(context);
        const school = await schools.create(parseInput(dentalSchoolInputSchema, args.input));
        adminWrote(context, admin.id, 'createDentalSchool', school.id);
        return { ...school, isFavorite: false };
      },
      updateDentalSchool: async (_, args, context) => {
        const admin = requireAdmin(context);
        const changes = await withoutSourcedEchoes(args.id, parseInput(dentalSchoolUpdateSchema, args.input));
        const school =
          Object.keys(changes).length > 0 ? await schools.update(args.id, changes) : await schools.get(args.id);
        adminWrote(context, admin.id, 'updateDentalSchool', school.id);
        return oneForViewer(admin.id, school);
      },
      deleteDentalSchool: async (_, args, context) => {
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
      setSchoolFigure: async (_: unknown, args: FigureArgs, context: SubgraphContext) => {
        const admin = requireAdmin(context);
        const school = await schools.get(args.schoolId);
        const { key: _key, ...figure } = parseInput(schoolFigureSchema, { ...(args.input as object), key: school.key });
        const updated = await schools.setAdminFigure(school.id, figure.figure, figure);
        adminWrote(context, admin.id, 'setSchoolFigure', `${school.id} ${figure.figure}`);
        return oneForViewer(admin.id, updated);
      },
      removeSchoolFigure: async (_: unknown, args: RemoveFigureArgs, context: SubgraphContext) => {
        const admin = requireAdmin(context);
        if (!FIGURE_NAMES.includes(args.figure as FigureName)) badInput('Unknown figure');
        const school = await schools.setAdminFigure(
          (await schools.get(args.schoolId)).id,
          args.figure as FigureName,
          null,
        );
        adminWrote(context, admin.id, 'removeSchoolFigure', `${school.id} ${args.figure}`);
        return oneForViewer(admin.id, school);
      },
      importSchoolFigures: async (_: unknown, args: { rows: FigureCsvRow[] }, context: SubgraphContext) => {
        const admin = requireAdmin(context);
        const result = await importFigures(args.rows);
        adminWrote(context, admin.id, 'importSchoolFigures', `${args.rows.length} rows`);
        return result;
      },
    },
  };
}
