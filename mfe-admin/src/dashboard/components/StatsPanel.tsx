import { ButtonLink } from '@predental/design/ButtonLink';
import { SectionCard } from '@predental/design/Card';
import { LoadError } from '@predental/design/QueryState';
import { CardGrid, Muted, Sections } from '@predental/design/Page';
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

export function StatsPanel() {
  const stats = useAdminStats();
  return (
    <Sections>
      {stats.loading ? (
        <Muted role="status">Loading statistics...</Muted>
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
