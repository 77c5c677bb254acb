import { letterCountText } from '@predental/applications-contract/letter-rules';
import { SectionCard } from '@predental/design/Card';
import { Muted } from '@predental/design/Page';
import type { ReactNode } from 'react';

/**
 * The student's letters under AADSAS's limit: its rules are the screen's largest text, drawn with
 * the heading before the list's code arrives (LettersScreen). Without `letters` (they are loading),
 * '…' for each figure, in a sentence as long as the count's, so nothing under it moves when they come.
 */
export function MyLettersCard({
  letters,
  children,
}: {
  letters?: readonly { kind: string; status: string }[];
  children: ReactNode;
}) {
  return (
    <SectionCard
      title="My letters"
      description={`${letters ? letterCountText(letters) : '… of … individual letters'} on your AADSAS application.`}
    >
      <Muted>
        AADSAS accepts at most four individual letters, or one committee letter and one individual letter. Letters
        requested, accepted or completed count; planned and declined ones do not. Check each school’s own minimum.
      </Muted>
      {children}
    </SectionCard>
  );
}
