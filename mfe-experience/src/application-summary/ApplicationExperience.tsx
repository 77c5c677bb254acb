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

/**
 * The application summary's experience section: plain tables, nothing to click, so it prints as it
 * reads. Its queries start together and it draws once all have answered (busy until then): an
 * answer drawn as it came would push the parts under it down.
 */
export default function ApplicationExperience(_props: AreaProps) {
  const { summary, error, refetch } = useExperienceSummary();
  const shadowing = useEntries(SHADOWING);
  const volunteer = useEntries(VOLUNTEER);
  const waiting = [shadowing, volunteer].some((list) => list.loading && !list.data) || (!summary && !error);
  return (
    <SectionCard title="Shadowing and Volunteer Hours" named aria-busy={waiting}>
      {error ? (
        <LoadError what="hours" message={error.message} onRetry={() => void refetch()} />
      ) : waiting || !summary ? (
        <Muted role="status">Loading hours...</Muted>
      ) : (
        <>
          <KindEntries kind={SHADOWING} list={shadowing} totals={summary.shadowing} />
          <KindEntries kind={VOLUNTEER} list={volunteer} totals={summary.volunteer} />
          <Subheading>Hours by AADSAS Type</Subheading>
          <TypeHoursTable rows={withHours(summary.byType)} />
        </>
      )}
    </SectionCard>
  );
}

function KindEntries({
  kind,
  list,
  totals,
}: {
  kind: EntryKind;
  list: ReturnType<typeof useEntries>;
  totals: KindTotals;
}) {
  return (
    <QueryState what={`${kind.name} experiences`} query={list}>
      <KindSection kind={kind} totals={totals} entries={list.entries} />
    </QueryState>
  );
}
