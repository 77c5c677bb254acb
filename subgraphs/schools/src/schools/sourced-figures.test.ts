import { withSourcedFigures, type HeldFigure } from './sourced-figures';

const EMPTY = {
  tuition: null,
  tuitionNonResident: null,
  inStateTuition: null,
  overallGpaAvg: null,
  scienceGpaAvg: null,
  datAvg: null,
  acceptanceRate: null,
};
const figure = (name: string, value: number, fields: Partial<HeldFigure> = {}): HeldFigure =>
  ({
    figure: name,
    value,
    scale: null,
    year: '2024',
    sourceKind: 'secondary',
    sourceUrl: 'https://example.org',
    note: null,
    ...fields,
  }) as HeldFigure;

describe("SPEC's figure fields from a school's sourced figures", () => {
  it('fills tuition (non-resident, else resident), in-state tuition and both GPA averages, and says from which figure', () => {
    const { school, sources } = withSourcedFigures(EMPTY, [
      figure('tuitionResident', 40_000),
      figure('tuitionNonResident', 80_000),
      figure('gpaOverall', 3.6),
      figure('gpaScience', 3.5),
    ]);
    expect(school).toEqual({
      ...EMPTY,
      tuition: 80_000,
      tuitionNonResident: 80_000,
      inStateTuition: 40_000,
      overallGpaAvg: 3.6,
      scienceGpaAvg: 3.5,
    });
    expect(sources).toEqual([
      { field: 'tuition', figure: 'tuitionNonResident' },
      { field: 'tuitionNonResident', figure: 'tuitionNonResident' },
      { field: 'inStateTuition', figure: 'tuitionResident' },
      { field: 'overallGpaAvg', figure: 'gpaOverall' },
      { field: 'scienceGpaAvg', figure: 'gpaScience' },
    ]);
    expect(withSourcedFigures(EMPTY, [figure('tuitionResident', 40_000)]).school.tuition).toBe(40_000);
  });

  it('keeps what an admin entered, with no source', () => {
    const { school, sources } = withSourcedFigures({ ...EMPTY, overallGpaAvg: 3.2 }, [figure('gpaOverall', 3.6)]);
    expect(school.overallGpaAvg).toBe(3.2);
    expect(sources).toEqual([]);
  });

  it('fills the 600-scale DAT average only from a 200-600 figure, never from a 1-30 one', () => {
    expect(withSourcedFigures(EMPTY, [figure('datAA', 21.4, { scale: '1-30' })]).school.datAvg).toBeNull();
    expect(withSourcedFigures(EMPTY, [figure('datAA', 430, { scale: '200-600' })]).school.datAvg).toBe(430);
  });

  it('computes an acceptance rate only from offers of the same year, never from enrollees', () => {
    expect(
      withSourcedFigures(EMPTY, [figure('applicants', 2000), figure('enrollees', 100)]).school.acceptanceRate,
    ).toBeNull();
    expect(
      withSourcedFigures(EMPTY, [figure('applicants', 2000), figure('offers', 150, { year: '2023' })]).school
        .acceptanceRate,
    ).toBeNull();
    expect(withSourcedFigures(EMPTY, [figure('applicants', 2000), figure('offers', 150)]).school.acceptanceRate).toBe(
      7.5,
    );
  });
});
