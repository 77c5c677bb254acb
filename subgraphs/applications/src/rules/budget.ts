import type { FeeAssistance } from '@predental/applications-contract/application';
import type { CycleSettings } from '@predental/applications-contract/cycle';
import { EVENT_KINDS, type ApplicationEvent } from '@predental/applications-contract/events';
import { hasEvent, stageOf } from './stage';

interface Amounts {
  planned: number;
  spent: number;
}

export interface Budget {
  aadsas: Amounts;
  supplemental: Amounts;
  deposits: Amounts;
  total: Amounts;
}

export interface BudgetedApplication {
  events: readonly Pick<ApplicationEvent, 'kind' | 'date'>[];
  supplementalFee: number | null;
  deposit: number | null;
}

type Fees = Pick<CycleSettings, 'aadsasFeeFirst' | 'aadsasFeeAdditional'>;

/** AADSAS charges when the application is submitted: every event from submitted on means it was. */
const SUBMITTED = EVENT_KINDS.filter((kind) => !['planned', 'designated', 'withdrawn'].includes(kind));

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** AADSAS's fee for a number of designated schools: the first school's, then each additional's. */
export const aadsasFee = (schools: number, fees: Fees) =>
  schools === 0 ? 0 : cents(fees.aadsasFeeFirst + fees.aadsasFeeAdditional * (schools - 1));

/**
 * What the cycle costs, in dollars. Spent: AADSAS for the applications submitted, a supplemental
 * fee once the secondary is submitted, a deposit once paid. Planned: what is spent plus what
 * the applications still open (not rejected or withdrawn) will cost. The Fee Assistance
 * Program's amount comes off the AADSAS fees, never below 0.
 */
export function budgetOf(applications: readonly BudgetedApplication[], fees: Fees, assistance: FeeAssistance): Budget {
  const amounts = (paid: (app: BudgetedApplication) => boolean, cost: (app: BudgetedApplication) => number) => {
    const counted = (app: BudgetedApplication) => paid(app) || !['rejected', 'withdrawn'].includes(stageOf(app.events));
    const sum = (apps: readonly BudgetedApplication[]) => cents(apps.reduce((total, app) => total + cost(app), 0));
    return { planned: sum(applications.filter(counted)), spent: sum(applications.filter(paid)) };
  };
  const covered = assistance.onProgram ? assistance.amountCovered : 0;
  const afterAssistance = (schools: number) => Math.max(0, cents(aadsasFee(schools, fees) - covered));
  const submitted = amounts(
    (app) => hasEvent(app.events, ...SUBMITTED),
    () => 1,
  );
  const aadsas = { planned: afterAssistance(submitted.planned), spent: afterAssistance(submitted.spent) };
  const supplemental = amounts(
    (app) => hasEvent(app.events, 'secondary-submitted'),
    (app) => app.supplementalFee ?? 0,
  );
  const deposits = amounts(
    (app) => hasEvent(app.events, 'deposit-paid'),
    (app) => app.deposit ?? 0,
  );
  const total = {
    planned: cents(aadsas.planned + supplemental.planned + deposits.planned),
    spent: cents(aadsas.spent + supplemental.spent + deposits.spent),
  };
  return { aadsas, supplemental, deposits, total };
}
