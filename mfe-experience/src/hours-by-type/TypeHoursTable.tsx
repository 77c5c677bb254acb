import { Button } from '@predental/design/Button';
import { DataTable } from '@predental/design/Table';
import { Tooltip } from '@predental/design/Tooltip';
import type { TypeTotals } from '../lib/experience-summary';
import { experienceTypeName as typeName } from '@predental/experience-contract/experience-type-names';

/** A type's row while its totals load: its name, and '…' for each figure. */
const LOADING = '…';

/**
 * Each AADSAS type's hours against its goal, where the student set one (the dashboard, the
 * application summary, the experience hours page). With onSetGoal, a type's goal is set from its row.
 * With loadingTypes, those types' rows stand in while the totals load, so the table keeps its height.
 */
export function TypeHoursTable({
  rows,
  loadingTypes,
  onSetGoal,
}: {
  rows: readonly TypeTotals[];
  loadingTypes?: readonly string[];
  onSetGoal?: (totals: TypeTotals) => void;
}) {
  const headers = ['Type', 'Total Hours', 'This Month', 'Goal', 'Progress'];
  const shown: readonly (TypeTotals | { type: string })[] = loadingTypes?.map((type) => ({ type })) ?? rows;
  return (
    <DataTable
      aria-label="Hours by type"
      headers={onSetGoal ? [...headers, 'Actions'] : headers}
      rows={shown}
      rowKey={(row) => row.type}
      cells={(row) => {
        if (!('totalHours' in row)) {
          const figures = Array.from({ length: headers.length - 1 }, () => LOADING);
          if (!onSetGoal) return [typeName(row.type), ...figures];
          return [
            typeName(row.type),
            ...figures,
            // The goal button's box ('…', hidden from screen readers): the row keeps its height (issue 41).
            <Button variant="ghost" size="sm" disabled aria-hidden>
              {LOADING}
            </Button>,
          ];
        }
        const cells = [
          typeName(row.type),
          row.totalHours,
          row.hoursThisMonth,
          row.goal ?? '—',
          row.goal === null ? '—' : `${row.progressPercent}%`,
        ];
        if (!onSetGoal) return cells;
        const verb = row.goal === null ? 'Set Goal' : 'Update Goal';
        return [
          ...cells,
          <Tooltip label={`${verb} for ${typeName(row.type)}`}>
            <Button variant="ghost" size="sm" onClick={() => onSetGoal(row)}>
              {verb}
            </Button>
          </Tooltip>,
        ];
      }}
    />
  );
}
