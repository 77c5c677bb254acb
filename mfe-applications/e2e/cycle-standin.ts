import { exampleCycle } from '@predental/applications-contract/test-support/examples';
import type { GraphqlStandin } from '@predental/remote-server/test-support/standin';
import { CalendarSubscriptionDocument, GetApplicationCycleDocument, GetBudgetCardDocument } from '../src/gql/graphql';

const amounts = (planned: number, spent: number) => ({ planned, spent });

/** The cards under the applications (the cycle, the budget, the calendar): the seeded cycle, nothing spent, no address yet. */
export function cycleStandin(standin: GraphqlStandin) {
  standin
    .on(GetApplicationCycleDocument, () => ({
      applicationCycle: exampleCycle,
    }))
    .on(GetBudgetCardDocument, () => ({
      applicationBudget: {
        aadsas: amounts(0, 0),
        supplemental: amounts(0, 0),
        deposits: amounts(0, 0),
        total: amounts(0, 0),
        feeAssistance: { onProgram: false, amountCovered: 0 },
      },
    }))
    .on(CalendarSubscriptionDocument, () => ({ calendarSubscription: { createdAt: null } }));
}
