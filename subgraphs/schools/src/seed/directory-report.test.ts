import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isOldFigure, latestEnteringClass, schoolFigureSchema } from '@predental/schools-contract/school-figures';
import { readSchoolSeed } from './dental-school-seed';
import { directoryReport } from './directory-report';
import { chosenFigures, type HeldFigure } from '../schools/sourced-figures';
import { readSourcedSeed } from './sourced-seed';

const SEED_FOLDER = path.join(__dirname, '../..', 'seed');
const TODAY = new Date('2026-11-25T12:00:00Z');
const SOURCE = { key: 'a', year: '2024', sourceKind: 'secondary', sourceUrl: 'https://example.org/a' } as const;

function seedFolder(files: { figures?: string[]; prerequisites?: string[]; limits?: string[] }): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sourced-seed-'));
  writeFileSync(
    path.join(folder, 'school-figures.csv'),
    ['key,figure,value,scale,year,sourceKind,sourceUrl,note', ...(files.figures ?? [])].join('\n'),
  );
  writeFileSync(
    path.join(folder, 'school-prerequisites.csv'),
    [
      'key,course,subject,required,semesterHours,quarterHours,lab,minGrade,year,sourceKind,sourceUrl',
      ...(files.prerequisites ?? []),
    ].join('\n'),
  );
  writeFileSync(
    path.join(folder, 'school-limits.csv'),
    ['key,text,year,sourceKind,sourceUrl', ...(files.limits ?? [])].join('\n'),
  );
  writeFileSync(path.join(folder, 'school-short-names.csv'), 'key,shortName\n');
  writeFileSync(
    path.join(folder, 'school-letters.csv'),
    'key,scienceFaculty,faculty,dentist,total,committeeInstead,year,sourceKind,sourceUrl,note\n',
  );
  return folder;
}

describe('the shipped seed', () => {
  const shippedReport = () => {
    const schools = readSchoolSeed(path.join(SEED_FOLDER, 'dental-schools.csv'));
    return directoryReport(schools, readSourcedSeed(SEED_FOLDER, new Set(schools.map((school) => school.key))), TODAY);
  };

  it('has a source, a kind and a year for every figure, prerequisite and limit, and names only schools of the directory', () => {
    const report = shippedReport();
    expect(report.problems).toEqual([]);
  });

  it("keeps two values for one school, figure and year only where the school's own page settles it (issue 40)", () => {
    const report = shippedReport();
    const unsettled = report.disagreements.filter(({ sources }) => sources[0]!.sourceKind !== 'school');
    expect(unsettled.map(({ key, figure, year }) => `${key} ${figure} ${year}`)).toEqual([]);
  });
});

describe('a sourced figure', () => {
  it('is refused without its source, its year or a DAT scale, and outside its range', () => {
    const problem = (row: object) => schoolFigureSchema.safeParse(row).error?.issues[0]?.message;
    expect(problem({ ...SOURCE, figure: 'gpaOverall', value: 3.6 })).toBeUndefined();
    expect(problem({ ...SOURCE, sourceUrl: undefined, figure: 'gpaOverall', value: 3.6 })).toBe(
      'Source URL is required',
    );
    expect(problem({ ...SOURCE, sourceUrl: 'javascript:alert(1)', figure: 'gpaOverall', value: 3.6 })).toBe(
      'Source URL must be an http(s) address',
    );
    expect(problem({ ...SOURCE, year: undefined, figure: 'gpaOverall', value: 3.6 })).toBe('Year is required');
    expect(problem({ ...SOURCE, year: '2025-27', figure: 'tuitionResident', value: 1 })).toBe(
      'Year must be an entering class (2024) or an academic year (2025-26)',
    );
    expect(problem({ ...SOURCE, figure: 'datAA', value: 21 })).toBe('A DAT figure needs the scale it was published on');
    expect(problem({ ...SOURCE, figure: 'datAA', value: 21, scale: '200-600' })).toBe(
      'Mean DAT Academic Average must be between 200 and 600',
    );
    expect(problem({ ...SOURCE, figure: 'datAA', value: 21.4, scale: '1-30' })).toBeUndefined();
    expect(problem({ ...SOURCE, figure: 'gpaOverall', value: 4.2 })).toBe(
      'Mean cumulative GPA must be between 0 and 4',
    );
    expect(problem({ ...SOURCE, figure: 'applicants', value: 10.5 })).toBe('Applicants must be between 0 and 100000');
  });

  it("is the school's own where several sources give it, else the newest", () => {
    const rows = [
      { ...SOURCE, figure: 'gpaOverall', value: 3.5, year: '2025', scale: null, note: null },
      { ...SOURCE, figure: 'gpaOverall', value: 3.6, year: '2023', sourceKind: 'school', scale: null, note: null },
      { ...SOURCE, figure: 'gpaScience', value: 3.4, year: '2022', scale: null, note: null },
      { ...SOURCE, figure: 'gpaScience', value: 3.45, year: '2024', scale: null, note: null },
    ] as const;
    expect(chosenFigures(rows).map(({ figure, value }) => [figure, value])).toEqual([
      ['gpaOverall', 3.6],
      ['gpaScience', 3.45],
    ]);
  });

  it("is the one an admin entered over any of the release's, however old", () => {
    const rows = [
      { ...SOURCE, figure: 'gpaOverall', value: 3.6, year: '2025', sourceKind: 'school', scale: null, note: null },
      {
        ...SOURCE,
        figure: 'gpaOverall',
        value: 3.5,
        year: '2021',
        sourceKind: 'secondary',
        scale: null,
        note: null,
        enteredByAdmin: true,
      },
    ] as const;
    expect(chosenFigures<HeldFigure>(rows).map(({ value, enteredByAdmin }) => [value, enteredByAdmin])).toEqual([
      [3.5, true],
    ]);
  });

  it('is old once it describes a class more than three admission cycles before the latest', () => {
    expect(latestEnteringClass(TODAY)).toBe(2026);
    expect(latestEnteringClass(new Date('2026-03-01T00:00:00Z'))).toBe(2025);
    expect(isOldFigure('2023', TODAY)).toBe(false);
    expect(isOldFigure('2022', TODAY)).toBe(true);
    expect(isOldFigure('2023-24', TODAY)).toBe(false);
  });
});

describe('the directory check', () => {
  it('counts coverage and sources, and lists old figures, missing key figures and refused rows', () => {
    const folder = seedFolder({
      figures: [
        'a,tuitionResident,45000,,2025-26,school,https://a.edu/cost,',
        'a,gpaOverall,3.6,,2024,secondary,https://example.org/a,',
        'a,datAA,20.5,1-30,2024,secondary,https://example.org/a,',
        'b,gpaOverall,3.5,,2021,adea,https://adea.org/b,',
        'b,gpaScience,3.4,,2024,secondary,,',
        'c,gpaOverall,3.5,,2024,school,https://c.edu,',
      ],
      prerequisites: ['a,General Chemistry,Chemistry,true,8,12,true,C,2025,school,https://a.edu/prereq'],
    });
    const report = directoryReport([{ key: 'a' }, { key: 'b' }], readSourcedSeed(folder, new Set(['a', 'b'])), TODAY);
    expect(report.coverage).toEqual({ tuition: 1, 'mean GPA': 2, 'mean DAT': 1, 'all three': 1, prerequisites: 1 });
    expect(report.bySource).toEqual({ school: 1, adea: 1, secondary: 2 });
    expect(report.old).toEqual([{ key: 'b', figure: 'gpaOverall', year: '2021' }]);
    expect(report.missing).toEqual([{ key: 'b', figures: ['tuition', 'mean DAT'] }]);
    expect(report.problems).toEqual([
      { file: 'school-figures.csv', row: 5, message: 'Source URL is required' },
      { file: 'school-figures.csv', row: 6, message: 'No school has the key "c"' },
    ]);
  });
});

describe('two sources for one year', () => {
  const SCHOOL_PAGE = 'https://dental.example.edu/class-of-2028';
  const PREP_PAGE = 'https://prep.example.org/a';

  it('are listed where their values differ, the school’s own first', () => {
    const folder = seedFolder({
      figures: [
        `a,enrollees,108,,2024,secondary,${PREP_PAGE},`,
        `a,enrollees,109,,2024,school,${SCHOOL_PAGE},`,
        `a,applicants,1716,,2024,school,${SCHOOL_PAGE},`,
        `a,applicants,1716,,2024,secondary,${PREP_PAGE},`,
        `a,enrollees,104,,2023,secondary,${PREP_PAGE},`,
      ],
    });
    const report = directoryReport([{ key: 'a' }], readSourcedSeed(folder, new Set(['a'])), TODAY);
    expect(report.disagreements).toEqual([
      {
        key: 'a',
        figure: 'enrollees',
        year: '2024',
        sources: [
          { value: 109, sourceKind: 'school', sourceUrl: SCHOOL_PAGE },
          { value: 108, sourceKind: 'secondary', sourceUrl: PREP_PAGE },
        ],
      },
    ]);
  });

  // The school pages found for issue 40: the seed shows each one's figure, whatever the test-prep page says.
  it.each([
    ['umich-dentistry', 'enrollees', 109, '2024'], // its magazine; the test-prep page says 108
    ['augusta-dcg', 'gpaScience', 3.64, '2023'], // the test-prep page says 3.68
    ['uthealth-houston-dentistry', 'applicants', 1723, '2023'], // the test-prep page says 1679
    ['uconn-dental', 'enrollees', 51, '2023'], // the test-prep page says 50
    ['siu-dental', 'enrollees', 51, '2024'], // the test-prep page says 50
    ['umn-dentistry', 'gpaOverall', 3.75, '2024'], // newer than its 2023 page; the test-prep page agrees
  ] as const)("show the school's own page: %s %s is %s (%s)", (key, name, value, year) => {
    const schools = readSchoolSeed(path.join(SEED_FOLDER, 'dental-schools.csv'));
    const seed = readSourcedSeed(SEED_FOLDER, new Set(schools.map((school) => school.key)));
    const shown = chosenFigures(seed.figures.filter((figure) => figure.key === key));
    expect(shown.find((figure) => figure.figure === name)).toMatchObject({ value, year, sourceKind: 'school' });
  });
});
