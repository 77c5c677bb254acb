import type { ExplorerSchool } from '../src/explorer/api/dental-schools';
import { admissionFact, datFact, otherScaleDat, tuitionFact, type ShownFigure } from '../src/explorer/school-figures';

const figure = (name: string, value: number, fields: Partial<ShownFigure> = {}): ShownFigure =>
  ({
    figure: name,
    value,
    scale: null,
    year: '2024',
    sourceUrl: 'https://example.org',
    sourceKind: 'secondary',
    old: false,
    ...fields,
  }) as ShownFigure;

const school = (fields: Partial<ExplorerSchool>) =>
  ({
    tuition: null,
    tuitionNonResident: null,
    datAvg: null,
    acceptanceRate: null,
    figures: [],
    figureSources: [],
    ...fields,
  }) as ExplorerSchool;

describe("a school's facts in the explorer", () => {
  it('gives a sourced figure its source, an admin one none, and N/A none at all', () => {
    const tuition = figure('tuitionNonResident', 80_000);
    expect(
      tuitionFact(
        school({
          tuition: 80_000,
          figures: [tuition],
          figureSources: [{ field: 'tuition', figure: 'tuitionNonResident' }],
        }),
        'Tuition',
        String,
      ),
    ).toEqual({ label: 'Tuition', text: '80000', source: tuition });
    expect(tuitionFact(school({ tuition: 50_000 }), 'Tuition', String)).toEqual({
      label: 'Tuition',
      text: '50000',
      source: null,
    });
    expect(tuitionFact(school({}), 'Tuition', String)).toEqual({ label: 'Tuition', text: 'N/A' });
  });

  it('shows a DAT average published on 1-30 on its own scale', () => {
    const academicAverage = figure('datAA', 21.4, { scale: '1-30' });
    expect(datFact(school({ figures: [academicAverage] }), 'DAT Average')).toEqual({
      label: 'DAT Average',
      text: '21.4 on the 1-30 scale',
      source: academicAverage,
    });
    expect(datFact(school({ datAvg: 520 }), 'DAT Average').text).toBe('520');
    expect(otherScaleDat(school({ figures: [academicAverage] }))).toEqual({ value: 21.4, scale: '1-30' });
    expect(otherScaleDat(school({ figures: [figure('datAA', 430, { scale: '200-600' })] }))).toBeUndefined();
    // A student whose latest attempt is on 1-30 sees the school's 600-scale average as the other one.
    const onOldScale = { myNumbers: { datAcademicAverage: { scale: '1-30' } } } as unknown as Partial<ExplorerSchool>;
    expect(otherScaleDat(school({ ...onOldScale, datAvg: 450, figures: [academicAverage] }))).toEqual({
      value: 450,
      scale: '200-600',
    });
  });

  it('never calls enrollees per applicant an acceptance rate', () => {
    const enrollees = figure('enrollees', 108);
    expect(admissionFact(school({ figures: [figure('applicants', 1716), enrollees] }))).toEqual({
      label: 'Enrolled per Applicant',
      text: '6.3%',
      source: enrollees,
    });
    expect(
      admissionFact(school({ figures: [figure('applicants', 1716), figure('enrollees', 108, { year: '2023' })] })),
    ).toEqual({ label: 'Acceptance Rate', text: 'N/A' });
    expect(admissionFact(school({ acceptanceRate: 7 })).label).toBe('Acceptance Rate');
  });
});
