import { newApplication } from '@predental/applications-contract/test-support/examples';
import type { ApplicationDetailsFragment } from '../gql/graphql';
import { applicationsCsv } from './applications-csv';

const application = (fields: Partial<ApplicationDetailsFragment>): ApplicationDetailsFragment => ({
  ...newApplication('a1', 's1', 'Harborview School of Dental Medicine'),
  ...fields,
});

describe('applicationsCsv', () => {
  it("writes the table's rows: stage in words, the next deadline and its date, fees as numbers", () => {
    const csv = applicationsCsv(
      [
        application({
          stage: 'offer',
          answerBy: '2027-02-09',
          nextDeadline: { kind: 'answer-by', date: '2027-02-09', rule: 'At least 30 days' },
          supplementalFee: 75.5,
          deposit: 500,
          interviewOn: '2026-11-20',
          events: [{ id: 'e1', kind: 'interviewed', date: '2026-11-20', note: null }],
        }),
        application({
          id: 'a2',
          schoolName: 'University of Puerto Rico, School of Dental Medicine',
          secondaryDueOn: '2026-10-01',
          nextDeadline: { kind: 'secondary-due', date: '2026-10-01', rule: 'Secondary due date' },
        }),
      ],
      '2026-11-27',
    );
    expect(csv.replace('\uFEFF', '').split('\r\n')).toEqual([
      'School,Stage,Next Deadline,Next Deadline Date,Overdue,Supplemental Fee,Deposit',
      'Harborview School of Dental Medicine,Offer,Answer by,2027-02-09,,75.5,500',
      '"University of Puerto Rico, School of Dental Medicine",Planned,Secondary due,2026-10-01,Yes,,',
      '',
    ]);
  });
});
