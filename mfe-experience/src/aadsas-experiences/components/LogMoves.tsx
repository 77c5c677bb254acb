import { formatCalendarDate } from '@predental/design/dates';
import { Select } from '@predental/design/Select';
import { DataTable } from '@predental/design/Table';
import styled from 'styled-components';
import type { Entry } from '../../lib/entry-kind';
import type { Experience } from '../experience-fields';

/** The value of "A new entry" among the entries a log may move to. */
const NEW_ENTRY = 'new';

const Logs = styled.details`
  margin-top: 16px;
  summary {
    cursor: pointer;
    font-weight: 500;
    font-size: 14px;
  }
  table {
    margin-top: 8px;
  }
`;

const span = ({ firstDate, lastDate }: Experience) =>
  firstDate === lastDate
    ? formatCalendarDate(firstDate)
    : `${formatCalendarDate(firstDate)} – ${formatCalendarDate(lastDate)}`;

export interface LogMovesProps {
  experience: Experience;
  /** The other entries of its type: where its logs may go. */
  siblings: readonly Experience[];
  logs: ReadonlyMap<string, Entry>;
  busy: boolean;
  onMove: (logId: string, toExperienceId: string) => void;
  /** Makes a new entry of this log alone. */
  onSplit: (logId: string) => void;
}

/** An entry's logs, each with "Move to…": another entry of its type, or a new entry of its own (a split). */
export function LogMoves({ experience, siblings, logs, busy, onMove, onSplit }: LogMovesProps) {
  const { logIds } = experience;
  const canSplit = logIds.length > 1;
  const rows = logIds.map((id) => ({ id, log: logs.get(id) }));
  return (
    <Logs>
      <summary>
        {logIds.length} {logIds.length === 1 ? 'log' : 'logs'}
      </summary>
      <DataTable
        aria-label={`Logs of ${experience.organization}`}
        headers={['Date', 'Hours', 'Move to']}
        rows={rows}
        rowKey={(row) => row.id}
        cells={({ id, log }) => {
          const date = log ? formatCalendarDate(log.date) : '—';
          return [
            date,
            log?.hours ?? '—',
            siblings.length > 0 || canSplit ? (
              <Select
                aria-label={`Move the log of ${date}`}
                value=""
                disabled={busy}
                emptyOption="Move to…"
                onChange={(event) => {
                  const to = event.target.value;
                  if (to === NEW_ENTRY) onSplit(id);
                  else if (to) onMove(id, to);
                }}
              >
                {siblings.map((sibling) => (
                  <option key={sibling.id} value={sibling.id}>
                    {sibling.organization}, {span(sibling)}
                  </option>
                ))}
                {canSplit && <option value={NEW_ENTRY}>A new entry</option>}
              </Select>
            ) : (
              '—'
            ),
          ];
        }}
      />
    </Logs>
  );
}
