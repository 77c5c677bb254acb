import { Button } from '@predental/design/Button';
import { DataTable } from '@predental/design/Table';
import { Tooltip } from '@predental/design/Tooltip';
import type { TypeTotals } from '../lib/experience-summary';
import { experienceTypeName as typeName } from '@predental/experience-contract/experience-type-names';

/**
 * Each AADSAS type's hours against its goal, where the student set one (the dashboard, the
 * application summary, the experience hours page). With onSetGoal, a type's goal is set from its row.
 */
export function TypeHoursTable({
  rows,
  onSetGoal,
}: {
  rows: readonly TypeTotals[];
  onSetGoal?: (totals: TypeTotals) => void;
}) {
  const headers = ['Type', 'Total Hours', 'This Month', 'Goal', 'Progress'];
  return (
    <DataTable
      aria-label="Hours by type"
      headers={onSetGoal ? [...headers, 'Actions'] : headers}
      rows={rows}
      rowKey={(row) => row.type}
      cells={(row) => {
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
