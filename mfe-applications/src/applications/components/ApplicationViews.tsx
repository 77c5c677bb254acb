import { FormField } from '@predental/design/FormField';
import { Select } from '@predental/design/Select';
import { TabPanels } from '@predental/design/Tabs';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { sortApplications, type Sort, type SortColumn } from '../application-order';
import { ApplicationBoard } from './ApplicationBoard';
import { ApplicationTable } from './ApplicationTable';
import type { ApplicationsShown } from './shown';
import { StageOptions } from './StageOptions';

const StageFilter = styled.div`
  max-width: 280px;
  margin-bottom: 16px;
`;

/** The applications filtered by stage, as a sortable table or a board by stage; not drawn again for the directory's answer. */
export const ApplicationViews = memo(function ApplicationViews({ applications, today, onOpen }: ApplicationsShown) {
  const [stage, setStage] = useState('');
  const [sort, setSort] = useState<Sort>({ column: 'school', descending: false });
  const shown = sortApplications(
    applications.filter((application) => !stage || application.stage === stage),
    sort,
    today,
  );
  const onSort = (column: SortColumn) =>
    setSort((current) => ({ column, descending: current.column === column && !current.descending }));

  return (
    <>
      <StageFilter>
        <FormField label="Stage">
          {(props) => (
            <Select
              {...props}
              value={stage}
              onChange={(event) => setStage(event.target.value)}
              emptyOption="All stages"
            >
              <StageOptions />
            </Select>
          )}
        </FormField>
      </StageFilter>
      <TabPanels
        label="View"
        tabs={[
          {
            value: 'table',
            label: 'Table',
            content: (
              <ApplicationTable applications={shown} today={today} sort={sort} onSort={onSort} onOpen={onOpen} />
            ),
          },
          {
            value: 'board',
            label: 'Board',
            content: <ApplicationBoard applications={shown} today={today} onOpen={onOpen} />,
          },
        ]}
      />
    </>
  );
});
