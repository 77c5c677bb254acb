import { letterInputSchema, letterUpdateSchema } from '@predental/applications-contract/letters';
import { letterCheck } from '@predental/applications-contract/letter-requirements';
import { oncePerRequest } from '@predental/service-kit/once-per-request';
import { isCalendarDay } from '@predental/applications-contract/answer-by';
import { badInput } from '@predental/service-kit/errors';
import { requireViewer, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { parseInput } from '@predental/service-kit/validate';
import type { CycleSettings } from '@predental/applications-contract/cycle';
import type { DentalSchoolResolvers, MutationResolvers, QueryResolvers } from '../gql/resolvers';
import type { LetterStore } from './letters';

const viewerId = (context: SubgraphContext) => requireViewer(context).id;
const serverToday = () => new Date().toISOString().slice(0, 10);

/** Issue 36's fields of Query, Mutation and DentalSchool; the area's resolvers spread them into theirs. */
export function letterResolvers(
  letters: LetterStore,
  settings: (context: SubgraphContext) => Promise<CycleSettings>,
): { Query: QueryResolvers; Mutation: MutationResolvers; DentalSchool: DentalSchoolResolvers } {
  // The gateway asks once per school of a list; the student's letters are read once per request.
  const ownLetters = oncePerRequest((context) => letters.list(viewerId(context)));
  return {
    DentalSchool: {
      myLetters: async (school, _, context) => letterCheck(school.letterRequirement ?? null, await ownLetters(context)),
    },
    Query: {
      myLetters: (_, __, context) => letters.list(viewerId(context)),
      letterReminders: async (_, args, context) => {
        const userId = viewerId(context);
        if (args.today != null && !isCalendarDay(args.today)) badInput('Today must be a date (YYYY-MM-DD)');
        const { letterReminderDays } = await settings(context);
        return letters.dueForFollowUp(userId, args.today ?? serverToday(), letterReminderDays);
      },
    },
    Mutation: {
      addLetter: (_, args, context) =>
        letters.add(viewerId(context), parseInput(letterInputSchema, args.input), serverToday()),
      updateLetter: (_, args, context) =>
        letters.update(viewerId(context), args.id, parseInput(letterUpdateSchema, args.input), serverToday()),
      removeLetter: (_, args, context) => letters.remove(viewerId(context), args.id),
    },
  };
}
