import { checkCourseCsvRows } from '@predental/academics-contract/course-csv';
import type { Course } from '@predental/academics-contract/course';
import { aCourse, anAadsasCourse } from '@predental/academics-contract/test-support/examples';
import { coursesCsv } from '../src/coursework/courses-csv';
import { parseTranscriptCsv } from '../src/coursework/transcript-csv';
import { transcriptTemplateCsv } from '../src/coursework/components/TranscriptFormat';

/** What Import Transcript would add from the file: each row's course, or why it is refused. */
const imported = (csv: string) => checkCourseCsvRows(parseTranscriptCsv(csv)!);
const stored = ({ id: _id, ...course }: Course) => course;
/** A course as the import hands it to the server (an empty detail left out, as the form sends it). */
const asSent = (course: Course) =>
  Object.fromEntries(Object.entries(stored(course)).filter(([, value]) => value !== null && value !== undefined));

describe('Import Transcript reads the file Download CSV writes', () => {
  const courses: Course[] = [
    anAadsasCourse({ courseName: 'Organic Chemistry', courseCode: 'CHEM 201', grade: 'B+', termType: 'quarter' }),
    aCourse({
      courseName: 'English, Honors "Seminar"',
      courseCode: 'ENG 101',
      isScience: false,
      grade: 'A-',
      year: 2024,
      semester: 'Spring',
    }),
    aCourse({ courseName: '=SUM(A1)', courseCode: '+1', grade: 'C', creditType: 'graded' }),
    aCourse({
      courseName: 'Public Speaking',
      courseCode: 'COMM 110',
      grade: 'A',
      creditType: 'pass',
      isScience: false,
      countsToward: 'none',
    }),
    aCourse({ courseName: 'AP Biology', courseCode: 'AP BIO', grade: 'A', creditType: 'ap', subject: 'Biology' }),
    aCourse({ courseName: 'IB', courseCode: 'IB 1', grade: 'A', creditType: 'ib' }),
    aCourse({ courseName: 'CLEP', courseCode: 'CLEP 1', grade: 'A', creditType: 'clep' }),
    aCourse({ courseName: 'Physics', courseCode: 'PHYS 1', grade: 'A', creditType: 'withdrawn' }),
    aCourse({ courseName: 'Calculus', courseCode: 'MATH 1', grade: 'F', creditType: 'withdrawn-failing' }),
    aCourse({
      courseName: 'Biochemistry',
      courseCode: 'BCHM 301',
      grade: 'B',
      creditType: 'in-progress',
      year: 2025,
      countsToward: 'biochemistry',
    }),
    anAadsasCourse({ courseName: 'Anatomy', courseCode: 'BIO 330', grade: 'A-', creditType: 'planned', year: 2026 }),
  ];

  it('gives back the same courses, every field the export writes', () => {
    const rows = imported(coursesCsv(courses));
    expect(rows.every((row) => row.ok)).toBe(true);
    const back = rows.map((row) => (row.ok ? row.course : null));
    // The export lists terms oldest first: compare as sets of courses.
    const key = (course: object) => JSON.stringify(Object.entries(course).sort());
    expect(back.map((course) => key(course!)).sort()).toEqual(courses.map((course) => key(asSent(course))).sort());
  });

  it('reads its own template: a graded, a pass and an in-progress course', () => {
    const rows = imported(transcriptTemplateCsv());
    expect(rows.map((row) => row.ok && [row.course.grade, row.course.creditType])).toEqual([
      ['A-', undefined],
      ['A', 'pass'],
      ['B+', 'in-progress'],
    ]);
  });
});

describe("a transcript's columns", () => {
  const file = (header: string, ...rows: string[]) => [header, ...rows].join('\n');

  it('are found by their field names too, in any case and order', () => {
    const rows = imported(file('grade,COURSENAME,courseCode,credits,semester,year', 'B,Biology,BIO 1,4,Fall,2024'));
    expect(rows).toEqual([
      {
        ok: true,
        course: {
          courseName: 'Biology',
          courseCode: 'BIO 1',
          credits: 4,
          grade: 'B',
          isScience: false,
          semester: 'Fall',
          year: 2024,
        },
      },
    ]);
  });

  it.each([
    ['true', true],
    ['yes', true],
    ['Y', true],
    ['1', true],
    ['false', false],
    ['No', false],
    ['n', false],
    ['0', false],
    ['', false],
  ])('read %p in a science or isScience column as %p', (cell, science) => {
    for (const column of ['science', 'isScience', 'Science'])
      expect(
        imported(
          file(`courseName,courseCode,credits,grade,semester,year,${column}`, `Bio,B 1,4,A,Fall,2024,${cell}`),
        )[0],
      ).toMatchObject({
        ok: true,
        course: { isScience: science },
      });
  });

  it('refuse a science cell that is not yes or no, naming the column', () => {
    expect(
      imported(file('courseName,courseCode,credits,grade,semester,year,science', 'Bio,B 1,4,A,Fall,2024,maybe'))[0],
    ).toEqual({
      ok: false,
      message: 'Science: "maybe" is not Yes or No',
    });
  });

  it.each([
    ['P', 'pass', 'A'],
    ['Pass', 'pass', 'A'],
    ['AP', 'ap', 'A'],
    ['IB', 'ib', 'A'],
    ['CLEP', 'clep', 'A'],
    ['W', 'withdrawn', 'A'],
    ['WF', 'withdrawn-failing', 'F'],
    ['IP', 'in-progress', 'A'],
    ['In Progress', 'in-progress', 'A'],
    ['Planned', 'planned', 'A'],
  ])('read the grade %p as a %s course (stored letter %s)', (grade, creditType, letter) => {
    expect(
      imported(file('Course Title,Course Code,Credits,Grade,Term,Year', `Bio,B 1,4,${grade},Fall,2024`))[0],
    ).toMatchObject({
      ok: true,
      course: { creditType, grade: letter },
    });
  });

  it('keep the expected grade of an in-progress course', () => {
    expect(
      imported(file('Course Title,Course Code,Credits,Grade,Expected Grade,Term,Year', 'Bio,B 1,4,IP,B-,Fall,2025'))[0],
    ).toMatchObject({ ok: true, course: { creditType: 'in-progress', grade: 'B-' } });
  });

  it.each([
    ['E', 'Grade: "E" is not a letter (A+ to F) or a mark (P, AP, IB, CLEP, W, WF, IP, Planned)'],
    ['4.0', 'Grade: "4.0" is not a letter (A+ to F) or a mark (P, AP, IB, CLEP, W, WF, IP, Planned)'],
  ])('refuse an unknown grade %p, naming the column', (grade, message) => {
    expect(
      imported(file('Course Title,Course Code,Credits,Grade,Term,Year', `Bio,B 1,4,${grade},Fall,2024`))[0],
    ).toEqual({
      ok: false,
      message,
    });
  });

  it('refuse a mark its credit type contradicts', () => {
    expect(
      imported(file('Course Title,Course Code,Credits,Grade,Credit Type,Term,Year', 'Bio,B 1,4,P,graded,Fall,2024'))[0],
    ).toEqual({ ok: false, message: 'Grade "P" and Credit Type "graded" disagree' });
  });

  it('still say a missing grade is required', () => {
    expect(imported(file('Course Title,Course Code,Credits,Grade,Term,Year', 'Bio,B 1,4,,Fall,2024'))[0]).toEqual({
      ok: false,
      message: 'Grade is required',
    });
  });

  it('need a column naming the course', () => {
    expect(parseTranscriptCsv(file('Code,Credits', 'B 1,4'))).toBeNull();
  });
});
