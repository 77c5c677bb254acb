import { experiencesCsv } from '../src/experiences-csv';
import type { Experience } from '../src/experiences';

const entry = (fields: Partial<Experience>): Experience => ({
  id: 'e1',
  type: 'research',
  organization: 'Biochemistry Lab',
  firstDate: '2025-01-05',
  lastDate: '2025-01-12',
  totalHours: 8,
  averageHoursPerWeek: 7,
  ongoing: false,
  description: null,
  highlighted: false,
  contact: { name: null, title: null, email: null, phone: null },
  logIds: ['l1'],
  ...fields,
});
const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('the AADSAS experiences CSV', () => {
  it('has the fields AADSAS asks for, each type by its AADSAS name', () => {
    const csv = experiencesCsv([
      entry({
        type: 'dental-shadowing-virtual',
        organization: 'Smile Dental',
        contact: { name: 'Dr. Sarah Smith', title: 'DDS', email: null, phone: null },
      }),
      entry({ ongoing: true, highlighted: true, description: 'Ran assays, "blind".' }),
    ]);
    expect(lines(csv)).toEqual([
      'Experience Type,Organization,Contact Name,Contact Title,Contact Email,Contact Phone,Start Date,End Date,Ongoing,Total Hours,Average Hours per Week,Highlighted,Description',
      'Dental Shadowing (Virtual),Smile Dental,Dr. Sarah Smith,DDS,,,2025-01-05,2025-01-12,No,8,7,No,',
      'Research,Biochemistry Lab,,,,,2025-01-05,,Yes,8,7,Yes,"Ran assays, ""blind""."',
      '',
    ]);
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    const csv = experiencesCsv([entry({ organization: '=HYPERLINK("http://x")', description: '+1 shift' })]);
    expect(lines(csv)[1]).toBe(`Research,"'=HYPERLINK(""http://x"")",,,,,2025-01-05,2025-01-12,No,8,7,No,'+1 shift`);
  });
});
