import type { AreaProps } from '@predental/contracts/area';
import { hoursInMonth, totalHours } from '@predental/contracts/hours';
import { CardGrid } from '@predental/design/Page';
import { StatCard } from '@predental/design/StatCard';
import { useEntries } from '../entries/api/entries';
import type { EntryKind } from '../entries/entry-kind';
import { SHADOWING } from '../shadowing/shadowing-kind';
import { VOLUNTEER } from '../volunteer/volunteer-kind';

/** Dashboard widget: the Shadowing Hours and Volunteer Hours cards of SPEC §2 /dashboard. */
export default function HoursCards(_props: AreaProps) {
  return (
    <CardGrid>
      <HoursCard kind={SHADOWING} />
      <HoursCard kind={VOLUNTEER} />
    </CardGrid>
  );
}

/** Computed here from the list the screens share, so "this month" is the student's own calendar month. */
function HoursCard({ kind }: { kind: EntryKind }) {
  const { entries, loading, error } = useEntries(kind);
  const value = loading ? '…' : error ? 'N/A' : totalHours(entries);
  return <StatCard title={kind.pageTitle} value={value} description={loading || error ? undefined : `${hoursInMonth(entries)} hours this month`} />;
}
