import {
  FIGURES,
  SOURCE_KINDS,
  isOldFigure,
  type FigureName,
  type SchoolFigure,
  type SourceKind,
} from '@predental/schools-contract/school-figures';
import { chosenFigures } from '../schools/sourced-figures';
import type { RowProblem, SourcedSeed } from './sourced-seed';

/** The figures a school's card cannot do without: what it costs, and where a student stands. */
const KEY_FIGURES = {
  tuition: ['tuitionResident', 'tuitionNonResident'],
  'mean GPA': ['gpaOverall'],
  'mean DAT': ['datAA'],
} as const satisfies Record<string, readonly FigureName[]>;
type KeyFigure = keyof typeof KEY_FIGURES;

/** Issue 22's coverage target for each key figure and for prerequisites. */
const COVERAGE_TARGET = 60;

export interface DirectoryReport {
  schools: number;
  /** Schools with each key figure sourced, with all three, and with prerequisites. */
  coverage: Record<KeyFigure | 'all three' | 'prerequisites', number>;
  /** Figures shown (one per school and figure), by the kind of their source. */
  bySource: Record<SourceKind, number>;
  old: { key: string; figure: FigureName; year: string }[];
  missing: { key: string; figures: KeyFigure[] }[];
  /** Figures two sources give for one year with different values: the school's own wins (chosenFigures). */
  disagreements: Disagreement[];
  /** Rows refused: no source, no year, a bad value, or a school the directory does not have. */
  problems: RowProblem[];
}

interface Disagreement {
  key: string;
  figure: FigureName;
  year: string;
  /** Each source's value, the one shown first. */
  sources: Pick<SchoolFigure, 'value' | 'sourceKind' | 'sourceUrl'>[];
}

/** Every school, figure and year whose sources in the seed give different values. */
function disagreements(figures: readonly SchoolFigure[]): Disagreement[] {
  const byYear = new Map<string, SchoolFigure[]>();
  for (const figure of figures) {
    const id = `${figure.key}|${figure.figure}|${figure.year}`;
    byYear.set(id, [...(byYear.get(id) ?? []), figure]);
  }
  return [...byYear.values()]
    .filter((rows) => new Set(rows.map((row) => row.value)).size > 1)
    .map((rows) => {
      const [shown] = chosenFigures(rows);
      const { key, figure, year } = shown!;
      const sources = [shown!, ...rows.filter((row) => row !== shown)];
      return {
        key,
        figure,
        year,
        sources: sources.map(({ value, sourceKind, sourceUrl }) => ({ value, sourceKind, sourceUrl })),
      };
    });
}

/** What `npm run directory:check` prints: every gap in the directory's sourced figures. */
export function directoryReport(schools: readonly { key: string }[], seed: SourcedSeed, today: Date): DirectoryReport {
  const bySchool = new Map<string, SchoolFigure[]>();
  for (const figure of seed.figures) bySchool.set(figure.key, [...(bySchool.get(figure.key) ?? []), figure]);
  const figures = [...bySchool.values()].flatMap(chosenFigures);

  const held = new Map<string, Set<FigureName>>();
  for (const { key, figure } of figures) (held.get(key) ?? held.set(key, new Set()).get(key)!).add(figure);
  const has = (key: string, figure: KeyFigure) => KEY_FIGURES[figure].some((name) => held.get(key)?.has(name));
  const names = Object.keys(KEY_FIGURES) as KeyFigure[];
  const missing = schools
    .map(({ key }) => ({ key, figures: names.filter((name) => !has(key, name)) }))
    .filter((row) => row.figures.length > 0);
  const withPrerequisites = new Set(seed.prerequisites.map((row) => row.key));

  return {
    schools: schools.length,
    coverage: {
      ...(Object.fromEntries(names.map((name) => [name, schools.filter(({ key }) => has(key, name)).length])) as Record<
        KeyFigure,
        number
      >),
      'all three': schools.length - missing.length,
      prerequisites: schools.filter(({ key }) => withPrerequisites.has(key)).length,
    },
    bySource: Object.fromEntries(
      SOURCE_KINDS.map((kind) => [kind, figures.filter((figure) => figure.sourceKind === kind).length]),
    ) as Record<SourceKind, number>,
    old: figures
      .filter((figure) => isOldFigure(figure.year, today))
      .map(({ key, figure, year }) => ({ key, figure, year })),
    missing,
    disagreements: disagreements(seed.figures),
    problems: seed.problems,
  };
}

/** The report as the command prints it. */
export function formatReport(report: DirectoryReport): string {
  const lines = [
    `Dental school directory: ${report.schools} schools`,
    '',
    '| sourced | schools | target |',
    '|---|---|---|',
  ];
  for (const [name, count] of Object.entries(report.coverage))
    lines.push(
      `| ${name} | ${count} | ${name === 'all three' ? '' : `${count >= COVERAGE_TARGET ? 'met' : 'NOT met'} (${COVERAGE_TARGET})`} |`,
    );
  lines.push('', '| source kind | figures |', '|---|---|');
  for (const [kind, count] of Object.entries(report.bySource)) lines.push(`| ${kind} | ${count} |`);
  lines.push('', `Rows refused (no source, no year, bad value, unknown school): ${report.problems.length}`);
  for (const { file, row, message } of report.problems) lines.push(`  ${file} row ${row}: ${message}`);
  lines.push('', `Figures older than three admission cycles: ${report.old.length}`);
  for (const { key, figure, year } of report.old) lines.push(`  ${key}: ${FIGURES[figure].label} (${year})`);
  lines.push('', `Schools missing a key figure: ${report.missing.length}`);
  for (const { key, figures } of report.missing) lines.push(`  ${key}: ${figures.join(', ')}`);
  lines.push(
    '',
    `Figures two sources give differently for one year (the first is shown): ${report.disagreements.length}`,
  );
  for (const { key, figure, year, sources } of report.disagreements)
    lines.push(
      `  ${key}: ${FIGURES[figure].label} (${year}): ${sources.map((source) => `${source.value} (${source.sourceKind}, ${source.sourceUrl})`).join(' vs ')}`,
    );
  return lines.join('\n');
}
