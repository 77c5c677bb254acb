import type { GraphqlStandin } from '@predental/remote-server/test-support/standin';
import { CalendarSubscriptionDocument, GetApplicationCycleDocument, GetBudgetCardDocument } from '../src/gql/graphql';

const amounts = (planned: number, spent: number) => ({ planned, spent });

/** The cards under the applications (the cycle, the budget, the calendar): the seeded cycle, nothing spent, no address yet. */
export function cycleStandin(standin: GraphqlStandin) {
  standin
    .on(GetApplicationCycleDocument, () => ({
      applicationCycle: {
        cycleName: '2026–2027',
        aadsasOpensOn: null,
        firstSubmissionOn: null,
        firstOfferOn: '2026-12-01',
        firstOfferSourceUrl: 'https://www.adea.org/aadsasapp/admissions-officers/traffic-guidelines.aspx',
        longWindowDays: 30,
        shortWindowFrom: '2027-02-01',
        shortWindowDays: 15,
        immediateAfter: '2027-05-15',
        responseWindowsSourceUrl: null,
        aadsasFeeFirst: 245,
        aadsasFeeAdditional: 93,
        aadsasFeeSourceUrl: null,
        aadsasFeeYear: null,
      },
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
