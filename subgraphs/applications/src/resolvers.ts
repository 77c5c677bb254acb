import {
  applicationInputSchema,
  applicationUpdateSchema,
  feeAssistanceSchema,
} from '@predental/applications-contract/application';
import { cycleUpdateSchema } from '@predental/applications-contract/cycle';
import { EVENT_KINDS, eventInputSchema } from '@predental/applications-contract/events';
import { isCalendarDay } from '@predental/applications-contract/answer-by';
import { badInput } from '@predental/service-kit/errors';
import { adminCounts, oncePerRequest } from '@predental/service-kit/once-per-request';
import { requireAdmin, requireViewer, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { parseInput } from '@predental/service-kit/validate';
import type { ApplicationRecords, StoredApplicationWithEvents } from './applications/application-record';
import type { ApplicationStore } from './applications/applications';
import type { CalendarSubscriptions } from './calendar/calendar-subscriptions';
import type { CycleSettingsStore } from './cycle/cycle-settings';
import { letterResolvers } from './letters/letter-resolvers';
import type { LetterStore } from './letters/letters';
import { openOffer } from './rules/answer-by';
import { applicationDates } from './rules/application-dates';
import { budgetOf } from './rules/budget';
import { nextDeadlines } from './rules/next-deadlines';
import { inDateOrder, stageOf } from './rules/stage';
import type { SchoolDirectory } from './schools/school-directory';
import { statementResolvers } from './statements/statement-resolvers';
import type { StatementStore } from './statements/statements';
import type { Resolvers } from './gql/resolvers';

type Stores = {
  records: ApplicationRecords;
  applications: ApplicationStore;
  cycle: CycleSettingsStore;
  schools: SchoolDirectory;
  calendars: CalendarSubscriptions;
  letters: LetterStore;
  statements: StatementStore;
};

const viewerId = (context: SubgraphContext) => requireViewer(context).id;
const serverToday = () => new Date().toISOString().slice(0, 10);

/** Where a private calendar address points; the entry serves /api. */
const calendarPath = (token: string) => `/api/calendar/${token}.ics`;

export function applicationsResolvers({
  records,
  applications,
  cycle,
  schools,
  calendars,
  letters,
  statements,
}: Stores): Resolvers {
  // Every application of a list reads the same settings: once per request.
  const settings = oncePerRequest(() => cycle.read());
  const offerOf = async (app: StoredApplicationWithEvents, context: SubgraphContext) =>
    openOffer(app.events, await settings(context));
  const count = adminCounts(records);
  const letterFields = letterResolvers(letters, settings);
  const calendarOf = async (userId: string, context: SubgraphContext) => {
    const [apps, current] = await Promise.all([applications.list(userId), settings(context)]);
    const today = serverToday();
    return applicationDates(apps, current, 'calendar').map((date) => ({ ...date, overdue: date.date < today }));
  };
  const personalStatements = statementResolvers(
    statements,
    async (context) => (await settings(context)).statementLimit,
  );

  return {
    PersonalStatement: personalStatements.PersonalStatement,
    StatementVersion: personalStatements.StatementVersion,
    DentalSchool: letterFields.DentalSchool,
    Application: {
      school: (app) => ({ id: app.schoolId }),
      events: (app) => inDateOrder(app.events),
      stage: (app) => stageOf(app.events),
      answerBy: async (app, _, context) => (await offerOf(app, context))?.answerBy ?? null,
      answerByRule: async (app, _, context) => (await offerOf(app, context))?.ruleText ?? null,
      nextDeadline: async (app, _, context) => applicationDates([app], await settings(context), 'ahead')[0] ?? null,
    },
    Query: {
      ...personalStatements.Query,
      myApplications: (_, __, context) => applications.list(viewerId(context)),
      application: (_, args, context) => applications.get(viewerId(context), args.id),
      applicationCycle: (_, __, context) => {
        requireViewer(context);
        return settings(context);
      },
      applicationBudget: async (_, __, context) => {
        const userId = viewerId(context);
        const [apps, current, feeAssistance] = await Promise.all([
          applications.list(userId),
          settings(context),
          applications.feeAssistance(userId),
        ]);
        return { ...budgetOf(apps, current, feeAssistance), feeAssistance };
      },
      nextDeadlines: async (_, args, context) => {
        const userId = viewerId(context);
        if (args.today != null && !isCalendarDay(args.today)) badInput('Today must be a date (YYYY-MM-DD)');
        const [apps, current] = await Promise.all([applications.list(userId), settings(context)]);
        return nextDeadlines(apps, current, args.today ?? serverToday());
      },
      myCalendar: (_, __, context) => calendarOf(viewerId(context), context),
      calendarSubscription: async (_, __, context) => ({
        createdAt: (await calendars.createdAt(viewerId(context)))?.toISOString() ?? null,
      }),
      // No viewer needed: the token is the credential, and it opens this student's entries alone.
      calendarFeed: async (_, args, context) => {
        const owner = await calendars.ownerOf(args.token);
        return owner ? calendarOf(owner, context) : null;
      },
      adminApplicationCount: count('applications'),
      adminApplicationStages: async (_, __, context) => {
        requireAdmin(context);
        const totals = await records.totals();
        return EVENT_KINDS.map((stage) => ({ stage, count: totals[stage] ?? 0 }));
      },
      ...letterFields.Query,
    },
    Mutation: {
      ...personalStatements.Mutation,
      addApplication: async (_, args, context) => {
        const viewer = requireViewer(context);
        const { schoolId } = parseInput(applicationInputSchema, { schoolId: args.schoolId });
        const name = await schools.nameOf(schoolId, viewer);
        if (!name) badInput('Unknown school: choose a school from the directory');
        return applications.add(viewer.id, { id: schoolId, name });
      },
      updateApplication: (_, args, context) =>
        applications.update(viewerId(context), args.id, parseInput(applicationUpdateSchema, args.input)),
      removeApplication: (_, args, context) => applications.remove(viewerId(context), args.id),
      addApplicationEvent: async (_, args, context) => {
        const userId = viewerId(context);
        const input = parseInput(eventInputSchema, args.input);
        return applications.addEvent(userId, args.applicationId, input, await settings(context));
      },
      removeApplicationEvent: (_, args, context) =>
        applications.removeEvent(viewerId(context), args.applicationId, args.eventId),
      updateApplicationCycle: (_, args, context) => {
        requireAdmin(context);
        return cycle.update(parseInput(cycleUpdateSchema, args.input));
      },
      replaceCalendarSubscription: async (_, __, context) => {
        const token = await calendars.replace(viewerId(context));
        return { token, path: calendarPath(token) };
      },
      updateFeeAssistance: (_, args, context) =>
        applications.setFeeAssistance(viewerId(context), parseInput(feeAssistanceSchema, args.input)),
      ...letterFields.Mutation,
    },
  };
}
