import { letterInputSchema, letterUpdateSchema } from '@predental/applications-contract/letters';
import { isCalendarDay } from '@predental/applications-contract/answer-by';
import { badInput } from '@predental/service-kit/errors';
import { requireViewer, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { parseInput } from '@predental/service-kit/validate';
import type { CycleSettings } from '@predental/applications-contract/cycle';
import type { MutationResolvers, QueryResolvers } from '../gql/resolvers';
import type { LetterStore } from './letters';

const viewerId = (context: SubgraphContext) => requireViewer(context).id;
const serverToday = () => new Date().toISOString().slice(0, 10);

/** Issue 36's fields of Query and Mutation; the area's resolvers spread them into theirs. */
export function letterResolvers(
  letters: LetterStore,
  settings: (context: SubgraphContext) => Promise<CycleSettings>,
): { Query: QueryResolvers; Mutation: MutationResolvers } {
  return {
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
