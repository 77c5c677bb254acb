import type { StoredApplication } from '../src/application';
import type { CycleSettings } from '../src/cycle';
import { CYCLE_SEED } from '../src/cycle-seed';
import type { ApplicationEvent } from '../src/events';

// The applications area's valid examples, beside its rules: tests spread them for a variant.

/** The cycle's settings as seeded: ADEA's windows, the latest AADSAS fees found, no dates announced yet. */
export const exampleCycle: CycleSettings = CYCLE_SEED;

/** An application as clients read it: what is stored, its events and what is computed from them. */
interface ApplicationAnswer extends StoredApplication {
  stage: string;
  events: ApplicationEvent[];
  answerBy: string | null;
  answerByRule: string | null;
  nextDeadline: { kind: string; date: string; rule: string } | null;
}

/** An application as the API answers it once added: planned, no events, nothing known yet. */
export function newApplication(id: string, schoolId: string, schoolName: string): ApplicationAnswer {
  return {
    id,
    schoolId,
    schoolName,
    stage: 'planned',
    events: [],
    answerBy: null,
    answerByRule: null,
    nextDeadline: null,
    supplementalFee: null,
    deposit: null,
    secondaryDueOn: null,
    interviewOn: null,
  };
}
