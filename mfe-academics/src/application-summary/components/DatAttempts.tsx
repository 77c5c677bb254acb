import { useId } from 'react';
import { Muted, Subheading } from '@predental/design/Page';
import { DatAttemptsTable } from '../../dat';
import type { DatScoreFieldsFragment } from '../../gql/graphql';

/** Every attempt newest first, with the dashboard DAT table's columns. */
export function DatAttempts({ scores }: { scores: DatScoreFieldsFragment[] }) {
  const titleId = useId();
  return (
    <>
      <Subheading id={titleId}>DAT Attempts</Subheading>
      {scores.length === 0 ? (
        <Muted>No DAT scores recorded yet</Muted>
      ) : (
        <DatAttemptsTable scores={scores} labelledBy={titleId} />
      )}
    </>
  );
}
