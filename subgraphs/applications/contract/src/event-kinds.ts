// Apart from the schemas (./events): the applications screen names the stages without zod.

/**
 * What can happen to an application, in the order an AADSAS cycle goes; withdrawn and
 * deposit-paid may come at any point. The order breaks ties between events of one day.
 */
export const EVENT_KINDS = [
  'planned',
  'designated',
  'submitted',
  'verified',
  'secondary-received',
  'secondary-submitted',
  'interview-invited',
  'interviewed',
  'offer',
  'waitlisted',
  'rejected',
  'deposit-paid',
  'withdrawn',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
