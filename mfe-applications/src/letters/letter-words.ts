import {
  LETTER_KINDS,
  LETTER_ROLES,
  LETTER_STATUSES,
  type LetterKind,
  type LetterStatus,
} from '@predental/applications-contract/letter-rules';

type LetterRole = (typeof LETTER_ROLES)[number];

const ROLE_LABELS: Record<LetterRole, string> = {
  'science-faculty': 'Science faculty',
  'non-science-faculty': 'Non-science faculty',
  dentist: 'Dentist',
  employer: 'Employer or supervisor',
  other: 'Other',
};
const KIND_LABELS: Record<LetterKind, string> = { individual: 'Individual', committee: 'Committee' };
const STATUS_LABELS: Record<LetterStatus, string> = {
  planned: 'Planned',
  requested: 'Requested',
  accepted: 'Accepted',
  completed: 'Completed',
  declined: 'Declined',
};

const optionsOf = <Id extends string>(ids: readonly Id[], labels: Record<Id, string>) =>
  ids.map((id) => ({ id, label: labels[id] }));

/** Each field's ids in words, in the contract's order: the dialog's selects, the table's cells. */
export const ROLES = optionsOf(LETTER_ROLES, ROLE_LABELS);
export const KINDS = optionsOf(LETTER_KINDS, KIND_LABELS);
export const STATUSES = optionsOf(LETTER_STATUSES, STATUS_LABELS);

/** A wire value in words; one this remote does not know yet reads as sent. */
export const roleLabel = (role: string) => ROLE_LABELS[role as LetterRole] ?? role;
export const kindLabel = (kind: string) => KIND_LABELS[kind as LetterKind] ?? kind;
export const statusLabel = (status: string) => STATUS_LABELS[status as LetterStatus] ?? status;
