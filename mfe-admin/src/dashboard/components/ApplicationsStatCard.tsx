import { StatCard } from '@predental/design/StatCard';
import type { GetAdminStatsQuery } from '../../gql/graphql';

type Counts = Pick<GetAdminStatsQuery, 'applicationCount' | 'applicationStages'>;

/** "2 planned · 1 offer": the stages some application is at, in the cycle's order. */
const stagesInWords = (stages: NonNullable<Counts['applicationStages']>) =>
  stages
    .filter(({ count }) => count > 0)
    .map(({ stage, count }) => `${count} ${stage.replaceAll('-', ' ')}`)
    .join(' · ') || 'None yet';

/** The applications area's counts; null while that area is down, when only this card says so. */
export function ApplicationsStatCard({ applicationCount, applicationStages }: Counts) {
  const down = applicationCount == null || applicationStages == null;
  return (
    <StatCard
      title="Applications"
      value={down ? '–' : applicationCount}
      description={down ? 'Applications is unavailable' : stagesInWords(applicationStages)}
    />
  );
}
