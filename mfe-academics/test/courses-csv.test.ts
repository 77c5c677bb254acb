import type { Course } from '@predental/academics-contract/course';
import { aCourse, anAadsasCourse } from '@predental/academics-contract/test-support/examples';
import { coursesCsv } from '../src/coursework/courses-csv';
import { lines } from './csv-lines';

/** A Fall 2023 science course of 4 credits (the example's), coded BIO 101 at an A unless said. */
const course = (fields: Partial<Course>) => aCourse({ courseCode: 'BIO 101', grade: 'A', ...fields });

describe('the courses CSV', () => {
  it('starts with a header naming the columns in the application order, then the AADSAS details', () => {
    expect(lines(coursesCsv([]))).toEqual([
      'Term,Year,Course Code,Course Title,Credits,Grade,Science,Expected Grade,Subject,Academic Status,Term Type,Credit Type,Institution,Counts Toward',
    ]);
  });

  it('writes one row per course: term, year, code, title, credits, grade and Yes/No for science', () => {
    const csv = coursesCsv([
      course({ courseName: 'Organic Chemistry', courseCode: 'CHEM 201', credits: 3.5, grade: 'B+', isScience: true }),
      course({ courseName: 'English Composition', courseCode: 'ENG 101', credits: 3, grade: 'A-', isScience: false }),
    ]);
    expect(lines(csv).slice(1)).toEqual([
      'Fall,2023,CHEM 201,Organic Chemistry,3.5,B+,Yes,,,,,,,',
      'Fall,2023,ENG 101,English Composition,3,A-,No,,,,,,,',
    ]);
  });

  it('lists terms oldest first, Spring, Summer, Fall, Winter within a year, and keeps the order of courses within a term', () => {
    // As the subgraph sends them: newest year first.
    const csv = coursesCsv([
      course({ courseCode: 'S24', semester: 'Summer', year: 2024 }),
      course({ courseCode: 'SP24-A', semester: 'Spring', year: 2024 }),
      course({ courseCode: 'W23', semester: 'Winter', year: 2023 }),
      course({ courseCode: 'SP24-B', semester: 'Spring', year: 2024 }),
      course({ courseCode: 'F23', semester: 'Fall', year: 2023 }),
      course({ courseCode: 'F22', semester: 'Fall', year: 2022 }),
    ]);
    expect(
      lines(csv)
        .slice(1)
        .map((line) => line.split(',').slice(0, 3).join(' ')),
    ).toEqual([
      'Fall 2022 F22',
      'Fall 2023 F23',
      'Winter 2023 W23',
      'Spring 2024 SP24-A',
      'Spring 2024 SP24-B',
      'Summer 2024 S24',
    ]);
  });

  it('quotes cells holding commas, quotes or line breaks', () => {
    const csv = coursesCsv([course({ courseName: 'Biology, with "Lab"\nsection 2', courseCode: 'BIO,101' })]);
    expect(lines(csv)[1]).toBe('Fall,2023,"BIO,101","Biology, with ""Lab""\nsection 2",4,A,Yes,,,,,,,');
  });

  it('turns text a spreadsheet would run as a formula into plain text', () => {
    const csv = coursesCsv([
      course({ courseName: '=HYPERLINK("http://evil.example","Click")', courseCode: '+1' }),
      course({ courseName: '@SUM(A1)', courseCode: '-2' }),
    ]);
    expect(lines(csv).slice(1)).toEqual([
      `Fall,2023,'+1,"'=HYPERLINK(""http://evil.example"",""Click"")",4,A,Yes,,,,,,,`,
      "Fall,2023,'-2,'@SUM(A1),4,A,Yes,,,,,,,",
    ]);
  });

  it('opens with a byte-order mark and ends lines with CRLF, so spreadsheets read it as UTF-8 rows', () => {
    const csv = coursesCsv([course({ courseName: 'Français' })]);
    expect(csv.startsWith('\uFEFFTerm,')).toBe(true);
    expect(csv).toBe(
      `\uFEFFTerm,Year,Course Code,Course Title,Credits,Grade,Science,Expected Grade,Subject,Academic Status,Term Type,Credit Type,Institution,Counts Toward\r\nFall,2023,BIO 101,Français,4,A,Yes,,,,,,,\r\n`,
    );
  });

  it('writes the mark of a course without a letter, the expected letter of IP and Planned, and the AADSAS details', () => {
    const csv = coursesCsv([
      anAadsasCourse({ courseCode: 'P1', grade: 'A', creditType: 'pass' }),
      anAadsasCourse({ courseCode: 'IP1', grade: 'B+', creditType: 'in-progress' }),
      course({ courseCode: 'WF1', grade: 'F', creditType: 'withdrawn-failing', isScience: false }),
      course({ courseCode: 'G1', grade: 'C', creditType: 'graded', countsToward: 'biochemistry' }),
    ]);
    expect(lines(csv).slice(1)).toEqual([
      'Fall,2022,P1,Course,3,P,No,,English,freshman,semester,pass,State University,',
      'Fall,2022,IP1,Course,3,IP,No,B+,English,freshman,semester,in-progress,State University,',
      'Fall,2023,WF1,General Chemistry I,4,WF,No,,,,,withdrawn-failing,,',
      'Fall,2023,G1,General Chemistry I,4,C,Yes,,,,,graded,,biochemistry',
    ]);
  });
});
