import type { StoredApplication } from '../src/application';
import type { ApplicationEvent } from '../src/events';

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
