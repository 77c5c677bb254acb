import { firstIssue } from '@predental/contracts/api-error';
import { schoolFigureSchema, type SchoolFigure } from '@predental/schools-contract/school-figures';
import { typed } from '../seed/sourced-seed';

/** One row of an admin's figures CSV (the seed's school-figures.csv columns), as cell text. */
export type FigureCsvRow = Partial<
  Record<'key' | 'figure' | 'value' | 'scale' | 'year' | 'sourceKind' | 'sourceUrl' | 'note', string | null>
>;

export interface FigurePlan {
  figures: SchoolFigure[];
  errors: { row: number; message: string }[];
}

/**
 * What a figures import stores: each row a figure of the school with its key, refused without its
 * source, its year or a value in range, or for a key no school has (issue 22).
 */
export function planFigureImport(rows: readonly FigureCsvRow[], keys: ReadonlySet<string>): FigurePlan {
  const plan: FigurePlan = { figures: [], errors: [] };
  rows.forEach((row, index) => {
    const result = schoolFigureSchema.safeParse(typed(row));
    if (!result.success) plan.errors.push({ row: index + 1, message: firstIssue(result.error) });
    else if (!keys.has(result.data.key))
      plan.errors.push({ row: index + 1, message: `No school has the key "${result.data.key}"` });
    else plan.figures.push(result.data);
  });
  return plan;
}
