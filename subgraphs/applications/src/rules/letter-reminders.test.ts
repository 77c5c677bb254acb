import { lettersToFollowUp } from './letter-reminders';

const letter = (status: string, requestedOn: string | null) => ({ status, requestedOn }) as const;

describe('letters to follow up', () => {
  it('lists a letter requested more than the days ago, not one requested exactly that many', () => {
    const asked = letter('requested', '2026-09-01');
    expect(lettersToFollowUp([asked], '2026-09-23', 21)).toEqual([asked]);
    expect(lettersToFollowUp([asked], '2026-09-22', 21)).toEqual([]);
  });

  it('leaves out letters completed, declined or only planned, and follows an accepted one', () => {
    const letters = [
      letter('completed', '2026-01-05'),
      letter('declined', '2026-01-05'),
      letter('planned', null),
      letter('accepted', '2026-01-05'),
    ];
    expect(lettersToFollowUp(letters, '2026-03-01', 21)).toEqual([letter('accepted', '2026-01-05')]);
  });
});
