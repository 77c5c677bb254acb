import type { AreaProps } from '@predental/area-runtime/area';
import { SectionCard } from '@predental/design/Card';
import { todayIso } from '@predental/design/dates';
import { Muted } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import { DataTable } from '@predental/design/Table';
import { DeadlineText, dollars, nextDeadline, stageLabel, useApplications } from '../applications';
import { ApplicationsCsvButton } from './ApplicationsCsvButton';

/**
 * The application summary's applications section: a plain table, nothing to click but the CSV
 * (hidden on paper); busy until it has them.
 */
export default function AppliedSchools(_props: AreaProps) {
  const list = useApplications();
  const today = todayIso();
  return (
    <SectionCard
      named
      title="Applications"
      aria-busy={list.loading && !list.data}
      action={<ApplicationsCsvButton applications={list.applications} />}
    >
      <QueryState
        what="applications"
        query={list}
        empty={list.applications.length === 0 && <Muted>No applications yet</Muted>}
      >
        <DataTable
          aria-label="Applications"
          headers={['School', 'Stage', 'Next deadline', 'Supplemental fee', 'Deposit']}
          rows={list.applications}
          rowKey={(application) => application.id}
          cells={(application) => [
            application.schoolName,
            stageLabel(application.stage),
            <DeadlineText key="deadline" deadline={nextDeadline(application, today)} />,
            dollars(application.supplementalFee),
            dollars(application.deposit),
          ]}
        />
      </QueryState>
    </SectionCard>
  );
}
