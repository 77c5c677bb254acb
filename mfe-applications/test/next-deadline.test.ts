import { newApplication } from '@predental/applications-contract/test-support/examples';
import { nextDeadline } from '../src/applications/next-deadline';

const TODAY = '2027-01-20';

const withNext = (kind: string, date: string) => ({
  ...newApplication('a1', 's1', 'Columbia'),
  nextDeadline: { kind, date, rule: 'Interview date' },
});

describe("an application's next deadline, in the table's words", () => {
  it("names the server's date and is overdue once its day has passed", () => {
    expect(nextDeadline(withNext('interview', '2027-01-25'), TODAY)).toEqual({
      label: 'Interview',
      date: '2027-01-25',
      overdue: false,
    });
    expect(nextDeadline(withNext('secondary-due', '2027-01-19'), TODAY)).toMatchObject({
      label: 'Secondary due',
      overdue: true,
    });
    expect(nextDeadline(withNext('answer-by', TODAY), TODAY)).toMatchObject({ label: 'Answer by', overdue: false });
  });

  it('is none without a date ahead, and reads a kind it does not know as sent', () => {
    expect(nextDeadline(newApplication('a1', 's1', 'Columbia'), TODAY)).toBeNull();
    expect(nextDeadline(withNext('orientation', '2027-08-01'), TODAY)?.label).toBe('orientation');
  });
});
