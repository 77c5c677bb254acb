import { anAadsasCourse as course } from '@predental/academics-contract/test-support/examples';
import { aadsasCoursesCsv } from '../src/aadsas-gpa/aadsas-csv';
import { lines } from './csv-lines';

describe('the AADSAS coursework CSV', () => {
  it('lists one college at a time, the first attended first, then term by term and course code', () => {
    const csv = aadsasCoursesCsv([
      course({ institution: 'State University', courseCode: 'CHEM 201', semester: 'Spring', year: 2023 }),
      course({
        institution: 'Valley Community College',
        courseCode: 'BIO 101',
        semester: 'Summer',
        year: 2021,
        subject: 'Biology',
      }),
      course({ institution: 'State University', courseCode: 'BIO 110', semester: 'Fall', year: 2022 }),
      course({
        institution: 'State University',
        courseCode: 'ART 100',
        semester: 'Fall',
        year: 2022,
        creditType: 'ap',
        termType: 'quarter',
      }),
      course({
        institution: null,
        courseCode: 'X 1',
        year: 2020,
        subject: null,
        academicStatus: null,
        termType: null,
        creditType: null,
      }),
    ]);
    expect(lines(csv)).toEqual([
      'Institution,Term Type,Term,Year,Academic Status,Course Code,Course Title,Subject,Credits,Credit Type,Grade',
      ',Semester,Fall,2020,,X 1,Course,,3,Graded,A',
      'Valley Community College,Semester,Summer,2021,Freshman,BIO 101,Course,Biology,3,Graded,A',
      'State University,Quarter,Fall,2022,Freshman,ART 100,Course,English,3,AP credit,A',
      'State University,Semester,Fall,2022,Freshman,BIO 110,Course,English,3,Graded,A',
      'State University,Semester,Spring,2023,Freshman,CHEM 201,Course,English,3,Graded,A',
    ]);
  });
});
