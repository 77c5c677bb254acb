import { letterCheck, type LetterRequirement } from '../src/letter-requirements';
import type { Letter } from '../src/letters';

type Held = Pick<Letter, 'kind' | 'role' | 'status'>;
const completed = (role: Letter['role'], kind: Letter['kind'] = 'individual'): Held => ({
  kind,
  role,
  status: 'completed',
});
const requirement = (fields: Partial<LetterRequirement>): LetterRequirement => ({
  scienceFaculty: 0,
  faculty: 0,
  dentist: 0,
  total: 0,
  committeeInstead: false,
  ...fields,
});
// "Two science faculty and one dentist", as issue 36 puts it.
const twoScienceOneDentist = requirement({ scienceFaculty: 2, dentist: 1, total: 3 });

describe("a school's letter requirement against the student's completed letters", () => {
  it('is met by the roles it names', () => {
    expect(
      letterCheck(twoScienceOneDentist, [
        completed('science-faculty'),
        completed('science-faculty'),
        completed('dentist'),
      ]),
    ).toEqual({ status: 'met', words: 'Met' });
  });

  it('names the role still missing', () => {
    expect(letterCheck(twoScienceOneDentist, [completed('science-faculty'), completed('science-faculty')])).toEqual({
      status: 'not-met',
      words: 'Not met: needs one more dentist letter',
    });
    expect(letterCheck(twoScienceOneDentist, [completed('dentist')]).words).toBe(
      'Not met: needs two more science faculty letters',
    );
  });

  it('counts only completed letters', () => {
    const asked: Held[] = [
      { kind: 'individual', role: 'science-faculty', status: 'accepted' },
      { kind: 'individual', role: 'science-faculty', status: 'requested' },
      completed('dentist'),
    ];
    expect(letterCheck(twoScienceOneDentist, asked).words).toBe('Not met: needs two more science faculty letters');
  });

  it('takes a committee letter instead of the faculty letters where the school does', () => {
    const maryland = requirement({ scienceFaculty: 1, dentist: 1, total: 2, committeeInstead: true });
    expect(letterCheck(maryland, [completed('other', 'committee'), completed('dentist')]).status).toBe('met');
    expect(letterCheck(maryland, [completed('other', 'committee')]).words).toBe(
      'Not met: needs one more dentist letter',
    );
    const noCommittee = { ...maryland, committeeInstead: false };
    expect(letterCheck(noCommittee, [completed('other', 'committee'), completed('dentist')]).words).toBe(
      'Not met: needs one more science faculty letter',
    );
  });

  it('lets science faculty count as faculty, and asks for letters of any role last', () => {
    const twoProfessors = requirement({ faculty: 2, total: 3 });
    expect(letterCheck(twoProfessors, [completed('science-faculty'), completed('non-science-faculty')]).words).toBe(
      'Not met: needs one more letter',
    );
    expect(letterCheck(twoProfessors, [completed('employer')]).words).toBe('Not met: needs two more faculty letters');
    expect(letterCheck(requirement({ scienceFaculty: 1, faculty: 2, dentist: 1 }), []).words).toBe(
      'Not met: needs one more science faculty letter, one more faculty letter and one more dentist letter',
    );
  });

  it('says "Not on file" where no page states the school\'s letters', () => {
    expect(letterCheck(null, [completed('dentist')])).toEqual({ status: 'not-on-file', words: 'Not on file' });
  });
});
