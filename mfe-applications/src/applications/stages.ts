import { EVENT_KINDS, type EventKind } from '@predental/applications-contract/event-kinds';

const STAGE_LABELS: Record<EventKind, string> = {
  planned: 'Planned',
  designated: 'Designated in AADSAS',
  submitted: 'AADSAS submitted',
  verified: 'Verified',
  'secondary-received': 'Secondary received',
  'secondary-submitted': 'Secondary submitted',
  'interview-invited': 'Interview invited',
  interviewed: 'Interviewed',
  offer: 'Offer',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
  'deposit-paid': 'Deposit paid',
  withdrawn: 'Withdrawn',
};

/** Each stage (an event's kind) in plain words, in the cycle's order: the board's columns, the filter, the event form. */
export const STAGES: readonly { kind: EventKind; label: string }[] = EVENT_KINDS.map((kind) => ({
  kind,
  label: STAGE_LABELS[kind],
}));

/** The wire's stage (any string) in words; one this remote does not know yet reads as sent. */
export const stageLabel = (stage: string) => STAGE_LABELS[stage as EventKind] ?? stage;

/** Place in the cycle, for sorting by stage; an unknown one goes last. */
export function stageOrder(stage: string) {
  const index = EVENT_KINDS.indexOf(stage as EventKind);
  return index === -1 ? EVENT_KINDS.length : index;
}
