import { ButtonLink } from '@predental/design/ButtonLink';
import { SectionCard } from '@predental/design/Card';
import { LoadError } from '@predental/design/QueryState';
import { CardGrid, Sections } from '@predental/design/Page';
import { StatCard } from '@predental/design/StatCard';
import type { GetAdminStatsQuery } from '../../gql/graphql';
import { useAdminStats } from '../api/admin';
import { ApplicationsStatCard } from './ApplicationsStatCard';

type CountKey = Exclude<keyof GetAdminStatsQuery, 'applicationCount' | 'applicationStages'>;

const STAT_CARDS: { key: CountKey; title: string; description: string }[] = [
  { key: 'userCount', title: 'Total Users', description: 'Registered accounts' },
  { key: 'courseCount', title: 'Courses', description: 'Courses added by students' },
  { key: 'shadowingCount', title: 'Shadowing Entries', description: 'Shadowing experiences logged' },
  { key: 'volunteerCount', title: 'Volunteer Entries', description: 'Volunteer experiences logged' },
  { key: 'datScoreCount', title: 'DAT Scores', description: 'DAT attempts recorded' },
];

/** A figure not yet answered: the card keeps its size, screen readers hear the loading text instead. */
const NOT_YET = <span aria-hidden="true">…</span>;

export function StatsPanel() {
  const stats = useAdminStats();
  return (
    <Sections>
      {stats.loading ? (
        // The cards themselves, of their final size: the Management Tools card below stays where it is.
        <CardGrid aria-busy="true">
          {STAT_CARDS.map(({ key, title, description }) => (
            <StatCard key={key} title={title} value={NOT_YET} description={description} />
          ))}
          <StatCard
            title="Applications"
            value={NOT_YET}
            description={<span role="status">Loading statistics...</span>}
          />
        </CardGrid>
      ) : !stats.data ? (
        <LoadError
          what="statistics"
          message={stats.error?.message ?? 'No statistics were returned.'}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <CardGrid>
          {STAT_CARDS.map(({ key, title, description }) => (
            <StatCard key={key} title={title} value={stats.data?.[key]} description={description} />
          ))}
          <ApplicationsStatCard {...stats.data} />
        </CardGrid>
      )}
      <SectionCard
        title="Management Tools"
        description="Add, edit, delete and import the dental schools students explore."
      >
        <ButtonLink to="/admin/dental-schools">Manage Dental Schools</ButtonLink>
      </SectionCard>
    </Sections>
  );
}
