import { FormField } from '@predental/design/FormField';
import { Select } from '@predental/design/Select';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { HoursOverTimeCard } from '../../hours-over-time';
import type { Entry } from '../../lib/entry-kind';
import type { TypeTotals } from '../../lib/experience-summary';
import { experienceTypeName as typeName } from '@predental/experience-contract/experience-type-names';

const Picker = styled.div`
  max-width: 280px;
  margin-top: 8px;
`;

/** The card's place while the hours load: '…' for the type, its picker there but not yet usable. */
export function TypeHoursOverTimeLoading() {
  return (
    <HoursOverTimeCard
      kind={{ name: '…', noun: '…', chartColor: 'primary' }}
      entries={[]}
      picker={
        <Picker>
          <FormField label="Type shown">{(props) => <Select {...props} disabled options={['…']} />}</FormField>
        </Picker>
      }
    />
  );
}

/** The hours-over-time chart of one type at a time, the type chosen above it (first the one with the most hours). */
export function TypeHoursOverTime({ entries, rows }: { entries: readonly Entry[]; rows: readonly TypeTotals[] }) {
  const busiest = [...rows].sort((a, b) => b.totalHours - a.totalHours)[0];
  const [chosen, setChosen] = useState<string | null>(null);
  const totals = rows.find((row) => row.type === chosen) ?? busiest;
  const ofType = useMemo(
    () => entries.filter((entry) => 'type' in entry && entry.type === totals?.type),
    [entries, totals?.type],
  );
  if (!totals) return null;
  const name = typeName(totals.type);

  return (
    <HoursOverTimeCard
      kind={{ name: name.toLowerCase(), noun: name, chartColor: 'primary' }}
      entries={ofType}
      totals={totals}
      picker={
        <Picker>
          <FormField label="Type shown">
            {(props) => (
              <Select
                {...props}
                value={totals.type}
                options={rows.map((row) => row.type)}
                optionLabel={typeName}
                onChange={(event) => setChosen(event.target.value)}
              />
            )}
          </FormField>
        </Picker>
      }
    />
  );
}
