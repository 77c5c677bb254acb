import { goalsUpdateSchema } from '@predental/experience-contract/goals';
import {
  shadowingInputSchema,
  shadowingUpdateSchema,
  type ShadowingEntry,
} from '@predental/experience-contract/shadowing';
import {
  volunteerInputSchema,
  volunteerUpdateSchema,
  type VolunteerEntry,
} from '@predental/experience-contract/volunteer';
import { requireViewer, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { adminCounts } from '@predental/service-kit/once-per-request';
import { ownedMutations, ownUserId } from '@predental/service-kit/owned-resolvers';
import { parseInput } from '@predental/service-kit/validate';
import type { EntryStore } from './entries/entries';
import type { ExperienceRecords } from './experience-record';
import type { GoalStore } from './goals/goals';
import { currentMonth, hoursSummary, monthSchema } from './summary/hours-summary';
import type { Resolvers } from './gql/resolvers';

type MonthArgs = { month?: string | null };
type Stores = {
  records: ExperienceRecords;
  shadowing: EntryStore<ShadowingEntry>;
  volunteer: EntryStore<VolunteerEntry>;
  goals: GoalStore;
};

const viewerId = (context: SubgraphContext) => requireViewer(context).id;

export function experienceResolvers({ records, shadowing, volunteer, goals }: Stores): Resolvers {
  const summary = async (userId: string, args: MonthArgs) => {
    const month = args.month == null ? currentMonth() : parseInput(monthSchema, args.month);
    const [shadowingEntries, volunteerEntries, goal] = await Promise.all([
      shadowing.list(userId),
      volunteer.list(userId),
      goals.get(userId),
    ]);
    return {
      shadowing: hoursSummary(shadowingEntries, goal.shadowingGoal, month),
      volunteer: hoursSummary(volunteerEntries, goal.volunteerGoal, month),
    };
  };

  const count = adminCounts(records);
  const shadowingWrites = ownedMutations(shadowing, shadowingInputSchema, shadowingUpdateSchema);
  const volunteerWrites = ownedMutations(volunteer, volunteerInputSchema, volunteerUpdateSchema);

  return {
    User: {
      shadowingEntries: (user: { id: string }, _: unknown, context: SubgraphContext) =>
        shadowing.list(ownUserId(user, context)),
      volunteerEntries: (user: { id: string }, _: unknown, context: SubgraphContext) =>
        volunteer.list(ownUserId(user, context)),
      goals: (user: { id: string }, _: unknown, context: SubgraphContext) => goals.get(ownUserId(user, context)),
      experienceSummary: (user: { id: string }, args: MonthArgs, context: SubgraphContext) =>
        summary(ownUserId(user, context), args),
    },
    Query: {
      shadowingEntries: (_: unknown, __: unknown, context: SubgraphContext) => shadowing.list(viewerId(context)),
      shadowingEntry: (_, args, context) => shadowing.get(viewerId(context), args.id),
      volunteerEntries: (_: unknown, __: unknown, context: SubgraphContext) => volunteer.list(viewerId(context)),
      volunteerEntry: (_, args, context) => volunteer.get(viewerId(context), args.id),
      goals: (_: unknown, __: unknown, context: SubgraphContext) => goals.get(viewerId(context)),
      experienceSummary: (_: unknown, args: MonthArgs, context: SubgraphContext) => summary(viewerId(context), args),
      adminShadowingCount: count('shadowing'),
      adminVolunteerCount: count('volunteer'),
    },
    Mutation: {
      addShadowingEntry: shadowingWrites.add,
      updateShadowingEntry: shadowingWrites.update,
      deleteShadowingEntry: shadowingWrites.remove,
      addVolunteerEntry: volunteerWrites.add,
      updateVolunteerEntry: volunteerWrites.update,
      deleteVolunteerEntry: volunteerWrites.remove,
      updateGoals: (_, args, context) => {
        const userId = viewerId(context);
        return goals.update(userId, parseInput(goalsUpdateSchema, args.input));
      },
    },
  };
}
