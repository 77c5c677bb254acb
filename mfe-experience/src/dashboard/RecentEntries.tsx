import type { AreaProps } from '@predental/area-runtime/area';
import { ButtonLink } from '@predental/design/ButtonLink';
import { SectionCard } from '@predental/design/Card';
import { QueryState } from '@predental/design/QueryState';
import { Muted } from '@predental/design/Page';
import styled from 'styled-components';
import { useEntries, RecentList } from '../entries';
import type { EntryKind } from '../lib/entry-kind';
import { SHADOWING } from '../shadowing';
import { VOLUNTEER } from '../volunteer';

/** SPEC §9: the dashboard shows the 2 newest entries of each kind. */
const DASHBOARD_RECENT = 2;

const Panels = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
`;

/** Dashboard widget: the Recent Shadowing and Recent Volunteering panels. */
export default function RecentEntries(_props: AreaProps) {
  return (
    <Panels>
      <RecentPanel kind={SHADOWING} />
      <RecentPanel kind={VOLUNTEER} />
    </Panels>
  );
}

function RecentPanel({ kind }: { kind: EntryKind }) {
  const list = useEntries(kind);
  return (
    <SectionCard
      named
      title={kind.recentTitle}
      action={
        <ButtonLink to={`/${kind.name}`} $variant="outline" $size="sm">
          View All
        </ButtonLink>
      }
    >
      <QueryState
        what={`${kind.name} experiences`}
        query={list}
        loading={<Muted role="status">Loading...</Muted>}
        empty={list.entries.length === 0 && <Muted>No {kind.name} hours recorded yet.</Muted>}
      >
        <RecentList kind={kind} entries={list.entries.slice(0, DASHBOARD_RECENT)} />
      </QueryState>
    </SectionCard>
  );
}
