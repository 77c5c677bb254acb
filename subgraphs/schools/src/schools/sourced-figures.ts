import type { DentalSchoolRecord } from '@predental/schools-contract/dental-school';
import {
  SOURCE_RANK,
  yearOf,
  type figureSourceSchema,
  type FigureName,
  type heldFigureSchema,
} from '@predental/schools-contract/school-figures';
import type { z } from 'zod';

/** A figure as a school holds it: the seed's row (or an admin's) without the school key. */
export type HeldFigure = z.output<typeof heldFigureSchema> & { enteredByAdmin?: boolean };

/** Lower first: an admin's entry, then the source's rank; the newer year breaks a tie. */
const precedence = (figure: HeldFigure) => [
  figure.enteredByAdmin ? 0 : 1,
  SOURCE_RANK[figure.sourceKind],
  -yearOf(figure.year),
];

function comesFirst(figure: HeldFigure, other: HeldFigure) {
  const [mine, theirs] = [precedence(figure), precedence(other)];
  const differs = mine.findIndex((value, index) => value !== theirs[index]);
  return differs >= 0 && mine[differs]! < theirs[differs]!;
}

/**
 * Of one school's figures, the one it shows where several sources give it: the one an admin
 * entered, else the school's own page over ADEA over a secondary page, then the newest year.
 */
export function chosenFigures<T extends HeldFigure>(figures: readonly T[]): T[] {
  const best = new Map<string, T>();
  for (const figure of figures) {
    const held = best.get(figure.figure);
    if (!held || comesFirst(figure, held)) best.set(figure.figure, figure);
  }
  return [...best.values()];
}

export type FieldSource = z.output<typeof figureSourceSchema>;
type SpecFigureField = FieldSource['field'];

/** SPEC's figure fields and the sourced figures that fill them, first found first. */
const FILLED_FROM: Record<Exclude<SpecFigureField, 'acceptanceRate' | 'datAvg'>, FigureName[]> = {
  // What a student from elsewhere pays; a private school's one tuition is the same either way.
  tuition: ['tuitionNonResident', 'tuitionResident'],
  tuitionNonResident: ['tuitionNonResident'],
  inStateTuition: ['tuitionResident'],
  overallGpaAvg: ['gpaOverall'],
  scienceGpaAvg: ['gpaScience'],
};

/**
 * SPEC's figure fields where an admin left them empty, from the school's sourced figures, and
 * which figure each came from: a value an admin entered always wins. SPEC's datAvg is on the
 * 600 scale, so only a DAT average published on 200-600 fills it (no concordance is applied);
 * an acceptance rate needs offers, never enrollees.
 */
export function withSourcedFigures<T extends Pick<DentalSchoolRecord, SpecFigureField>>(
  school: T,
  figures: readonly HeldFigure[],
): { school: T; sources: FieldSource[] } {
  const byName = new Map(figures.map((figure) => [figure.figure, figure]));
  const filled = { ...school };
  const sources: FieldSource[] = [];
  const fill = (field: SpecFigureField, figure: FigureName, value: number) => {
    if (filled[field] !== null) return;
    filled[field] = value;
    sources.push({ field, figure });
  };
  for (const [field, names] of Object.entries(FILLED_FROM) as [keyof typeof FILLED_FROM, FigureName[]][]) {
    const figure = names.map((name) => byName.get(name)).find(Boolean);
    if (figure) fill(field, figure.figure, figure.value);
  }
  const dat = byName.get('datAA');
  if (dat?.scale === '200-600') fill('datAvg', 'datAA', dat.value);
  const offers = byName.get('offers');
  const applicants = byName.get('applicants');
  if (offers && applicants && offers.year === applicants.year && applicants.value > 0)
    fill('acceptanceRate', 'offers', Math.round((offers.value / applicants.value) * 1000) / 10);
  return { school: filled, sources };
}
