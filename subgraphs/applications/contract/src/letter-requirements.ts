import type { Letter } from './letters';

/** A school's letter requirement as the schools area gives it (its seed/school-letters.csv). */
export interface LetterRequirement {
  scienceFaculty: number;
  faculty: number;
  dentist: number;
  total: number;
  committeeInstead: boolean;
}

export type LetterCheck = { status: 'met' | 'not-met' | 'not-on-file'; words: string };

const NUMBERS = ['no', 'one', 'two', 'three', 'four'];
const more = (count: number, what?: string) =>
  `${NUMBERS[count] ?? count} more ${what ? `${what} ` : ''}letter${count === 1 ? '' : 's'}`;
const listed = (parts: string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * Whether the student's completed letters meet a school's requirement (issue 36's "per school"):
 * each role's shortfall, faculty of any subject counting science faculty, and the letters of any
 * role still missing once those are found. A completed committee letter counts as one letter, and
 * meets the faculty letters where the school takes it instead. No requirement on file: "Not on file".
 */
export function letterCheck(
  requirement: LetterRequirement | null,
  letters: readonly Pick<Letter, 'kind' | 'role' | 'status'>[],
): LetterCheck {
  if (!requirement) return { status: 'not-on-file', words: 'Not on file' };
  const completed = letters.filter((letter) => letter.status === 'completed');
  const individual = completed.filter((letter) => letter.kind === 'individual');
  const withRole = (role: Letter['role']) => individual.filter((letter) => letter.role === role).length;
  const committee = requirement.committeeInstead && completed.some((letter) => letter.kind === 'committee');

  const science = committee ? 0 : Math.max(0, requirement.scienceFaculty - withRole('science-faculty'));
  const faculty = committee
    ? 0
    : Math.max(
        0,
        requirement.faculty -
          withRole('non-science-faculty') -
          Math.max(withRole('science-faculty'), requirement.scienceFaculty),
      );
  const dentist = Math.max(0, requirement.dentist - withRole('dentist'));
  const any = Math.max(0, requirement.total - completed.length - science - faculty - dentist);

  const missing = [
    science && more(science, 'science faculty'),
    faculty && more(faculty, 'faculty'),
    dentist && more(dentist, 'dentist'),
    any && more(any),
  ].filter((part): part is string => Boolean(part));
  if (missing.length === 0) return { status: 'met', words: 'Met' };
  return { status: 'not-met', words: `Not met: needs ${listed(missing)}` };
}
