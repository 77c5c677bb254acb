import type { AreaProps } from '@predental/area-runtime/area';
import { SectionCard } from '@predental/design/Card';
import { LoadError, QueryState } from '@predental/design/QueryState';
import { Muted, Subheading } from '@predental/design/Page';
import { useEntries } from '../entries';
import { useExperienceSummary, type KindTotals } from '../lib/experience-summary';
import type { EntryKind } from '../lib/entry-kind';
import { SHADOWING } from '../shadowing';
import { VOLUNTEER } from '../volunteer';
import { KindSection } from './components/KindSection';
import { TypeHoursTable, withHours } from '../hours-by-type';

/** The application summary's experience section: plain tables, nothing to click, so it prints as it reads. */
export default function ApplicationExperience(_props: AreaProps) {
  const { summary, error, refetch } = useExperienceSummary();
  return (
    <SectionCard title="Shadowing and Volunteer Hours" named>
      {error ? (
        <LoadError what="hours" message={error.message} onRetry={() => void refetch()} />
      ) : !summary ? (
        <Muted role="status">Loading hours...</Muted>
      ) : (
        <>
          <KindEntries kind={SHADOWING} totals={summary.shadowing} />
          <KindEntries kind={VOLUNTEER} totals={summary.volunteer} />
          <Subheading>Hours by AADSAS Type</Subheading>
          <TypeHoursTable rows={withHours(summary.byType)} />
        </>
      )}
    </SectionCard>
  );
}

function KindEntries({ kind, totals }: { kind: EntryKind; totals: KindTotals }) {
  const list = useEntries(kind);
  return (
    <QueryState what={`${kind.name} experiences`} query={list}>
      <KindSection kind={kind} totals={totals} entries={list.entries} />
    </QueryState>
  );
}
