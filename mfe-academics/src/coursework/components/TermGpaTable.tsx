import { DataTable } from '@predental/design/Table';
import type { TermGpa } from '../api/courses';

export const termLabel = (term: Pick<TermGpa, 'semester' | 'year'>) => `${term.semester} ${term.year}`;

/** Each term's credits, GPA and cumulative GPA, in the order given: the coursework page and the application summary. */
export function TermGpaTable({ terms, labelledBy }: { terms: readonly TermGpa[]; labelledBy?: string }) {
  return (
    <DataTable
      aria-labelledby={labelledBy}
      headers={['Term', 'Credits', 'Term GPA', 'Cumulative GPA']}
      rows={terms}
      rowKey={termLabel}
      cells={(term) => [termLabel(term), term.credits, term.gpa.toFixed(2), term.cumulativeGpa.toFixed(2)]}
    />
  );
}
