import { experienceLogInputSchema, experienceLogUpdateSchema } from '@predental/experience-contract/experience-log';
import { EXPERIENCE_SETTINGS, experienceUpdateSchema } from '@predental/experience-contract/experiences';
import { goalsUpdateSchema, typeGoalInputSchema } from '@predental/experience-contract/goals';
import { shadowingInputSchema, shadowingUpdateSchema } from '@predental/experience-contract/shadowing';
import { volunteerInputSchema, volunteerUpdateSchema } from '@predental/experience-contract/volunteer';
import { requireViewer, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { adminCounts } from '@predental/service-kit/once-per-request';
import { ownedMutations, ownUserId } from '@predental/service-kit/owned-resolvers';
import { parseInput } from '@predental/service-kit/validate';
import type { EntryStores } from './entries/entries';
import type { ExperienceRecords } from './experience-record';
import type { ExperienceStore } from './experiences/experiences';
import type { GoalStore } from './goals/goals';
import { hoursByType } from './summary/hours-by-type';
import { currentMonth, hoursSummary, monthSchema } from './summary/hours-summary';
import type { Resolvers } from './gql/resolvers';

type MonthArgs = { month?: string | null };
type Stores = EntryStores & {
  records: ExperienceRecords;
  goals: GoalStore;
  experiences: ExperienceStore;
};

const viewerId = (context: SubgraphContext) => requireViewer(context).id;
/** An ongoing entry's weeks run to the server's day: a day's difference hardly moves a weekly average. */
const serverToday = () => new Date().toISOString().slice(0, 10);

export function experienceResolvers({ records, shadowing, volunteer, logs, goals, experiences }: Stores): Resolvers {
  const summary = async (userId: string, args: MonthArgs) => {
    const month = args.month == null ? currentMonth() : parseInput(monthSchema, args.month);
    const [record, goal] = await Promise.all([records.read(userId), goals.get(userId)]);
    const all = {
      shadowing: shadowing.listIn(record, userId),
      volunteer: volunteer.listIn(record, userId),
      logs: logs.listIn(record, userId),
    };
    return {
      shadowing: hoursSummary(all.shadowing, goal.shadowingGoal, month),
      volunteer: hoursSummary(all.volunteer, goal.volunteerGoal, month),
      byType: hoursByType(all, goal, month),
    };
  };

  const count = adminCounts(records);
  const shadowingWrites = ownedMutations(shadowing, shadowingInputSchema, shadowingUpdateSchema);
  const volunteerWrites = ownedMutations(volunteer, volunteerInputSchema, volunteerUpdateSchema);
  const logWrites = ownedMutations(logs, experienceLogInputSchema, experienceLogUpdateSchema);

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
      experienceLogs: (_, __, context) => logs.list(viewerId(context)),
      myExperiences: (_, __, context) => experiences.list(viewerId(context), serverToday()),
      // Signed-in users only, as every field of the area: visitors learn nothing of the API.
      experienceSettings: (_, __, context) => {
        requireViewer(context);
        return EXPERIENCE_SETTINGS;
      },
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
      addExperienceLog: logWrites.add,
      updateExperienceLog: logWrites.update,
      deleteExperienceLog: logWrites.remove,
      updateGoals: (_, args, context) => {
        const userId = viewerId(context);
        return goals.update(userId, parseInput(goalsUpdateSchema, args.input));
      },
      setTypeGoal: (_, args, context) => {
        const userId = viewerId(context);
        return goals.setTypeGoal(userId, parseInput(typeGoalInputSchema, { type: args.type, goal: args.goal ?? null }));
      },
      updateExperience: (_, args, context) => {
        const userId = viewerId(context);
        return experiences.update(userId, args.id, parseInput(experienceUpdateSchema, args.input), serverToday());
      },
      moveExperienceLog: (_, args, context) =>
        experiences.move(viewerId(context), args.logId, args.toExperienceId, serverToday()),
      splitExperience: (_, args, context) => experiences.split(viewerId(context), args.id, args.logIds, serverToday()),
    },
  };
}
