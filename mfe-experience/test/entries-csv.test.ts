import { csvFileName, entriesCsv } from '../src/entries/csv/entries-csv';
import type { Entry } from '../src/lib/entry-kind';
import { SHADOWING } from '../src/shadowing/shadowing-kind';
import { VOLUNTEER } from '../src/volunteer/volunteer-kind';

const HEADER = 'Experience Type,Organization,Contact,Start Date,End Date,Hours,Description';
const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

const shadowing = (
  id: string,
  date: string,
  doctorName: string,
  practice: string,
  hours: number,
  notes: string | null = null,
): Entry => ({ id, userId: 'u1', date, doctorName, practice, mode: 'in-person', hours, notes });

describe('hours entries CSV', () => {
  it('has a header and one row per shadowing entry, oldest first, with the date as start and end', () => {
    const csv = entriesCsv(SHADOWING, [
      shadowing('2', '2024-09-01', 'Dr. Omar Lee', 'Lee Orthodontics', 6),
      shadowing('1', '2024-06-15', 'Dr. Sarah Smith', 'Smile Dental', 4.5, 'Observed a root canal'),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      HEADER,
      'Dental Shadowing,Smile Dental,Dr. Sarah Smith,2024-06-15,2024-06-15,4.5,Observed a root canal',
      'Dental Shadowing,Lee Orthodontics,Dr. Omar Lee,2024-09-01,2024-09-01,6,',
      '',
    ]);
  });

  it('puts the volunteer type in the experience type and the supervisor as the contact', () => {
    const entry: Entry = {
      id: '1',
      userId: 'u1',
      date: '2025-01-04',
      organization: 'City Free Clinic',
      type: 'Clinical',
      supervisor: 'Ana Ruiz ana@clinic.org',
      hours: 3,
      notes: null,
    };
    expect(lines(entriesCsv(VOLUNTEER, [entry]))[1]).toBe(
      'Volunteer - Clinical,City Free Clinic,Ana Ruiz ana@clinic.org,2025-01-04,2025-01-04,3,',
    );
  });

  it('quotes commas, quotes and line breaks so each entry stays one row', () => {
    const csv = entriesCsv(SHADOWING, [
      shadowing('1', '2024-06-15', 'Dr. "Sam" Smith', 'Smile Dental, Ortho', 2, 'Line one\nLine two, with a comma'),
    ]);
    expect(csv.replace(/^\uFEFF/, '')).toBe(
      `${HEADER}\r\nDental Shadowing,"Smile Dental, Ortho","Dr. ""Sam"" Smith",2024-06-15,2024-06-15,2,"Line one\nLine two, with a comma"\r\n`,
    );
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    const row = lines(
      entriesCsv(SHADOWING, [shadowing('1', '2024-06-15', '=HYPERLINK("http://x")', '+1 Dental', 2, '-2 hours late')]),
    )[1];
    expect(row).toBe(`Dental Shadowing,'+1 Dental,"'=HYPERLINK(""http://x"")",2024-06-15,2024-06-15,2,'-2 hours late`);
    const at = lines(entriesCsv(SHADOWING, [shadowing('1', '2024-06-15', '@SUM(A1)', 'Smile', 2)]))[1];
    expect(at).toContain(",'@SUM(A1),");
  });

  it('has only the header without entries, and names the file after the kind', () => {
    expect(lines(entriesCsv(VOLUNTEER, []))).toEqual([HEADER, '']);
    expect(csvFileName(SHADOWING)).toBe('shadowing-hours.csv');
    expect(csvFileName(VOLUNTEER)).toBe('volunteer-hours.csv');
  });
});
