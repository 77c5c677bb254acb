import type { StoredApplication } from '../src/application';
import type { CycleSettings } from '../src/cycle';
import type { ApplicationEvent } from '../src/events';

// The applications area's valid examples, beside its rules: tests spread them for a variant.

/** The 2026–2027 cycle's settings as seeded: ADEA's windows, the latest AADSAS fees found, no dates announced yet. */
export const exampleCycle: CycleSettings = {
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
};

/** An application as clients read it: what is stored, its events and what is computed from them. */
interface ApplicationAnswer extends StoredApplication {
  stage: string;
  events: ApplicationEvent[];
  answerBy: string | null;
  answerByRule: string | null;
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
    supplementalFee: null,
    deposit: null,
    secondaryDueOn: null,
    interviewOn: null,
  };
}
