import type { AreaProps } from '@predental/area-runtime/area';
import { SectionCard } from '@predental/design/Card';
import { ButtonLink } from '@predental/design/ButtonLink';
import { QueryState } from '@predental/design/QueryState';
import { DatAttemptsTable, useDatScores } from '../dat';

/** Dashboard widget: every DAT attempt, newest first (SPEC §2 /dashboard). */
export default function DatTable(_props: AreaProps) {
  const query = useDatScores();
  const scores = query.data?.datScores ?? [];
  return (
    <SectionCard
      title="DAT Scores"
      action={
        <ButtonLink to="/dat" $variant="outline" $size="sm">
          Add New Score
        </ButtonLink>
      }
    >
      <QueryState
        what="DAT scores"
        query={query}
        emptyTitle="No DAT scores recorded yet"
        empty={
          scores.length === 0 && (
            <ButtonLink to="/dat" $size="sm">
              Add your first DAT score
            </ButtonLink>
          )
        }
      >
        <DatAttemptsTable scores={scores} />
      </QueryState>
    </SectionCard>
  );
}
