import { letterCountText } from '@predental/applications-contract/letter-rules';
import { SectionCard } from '@predental/design/Card';
import { Muted } from '@predental/design/Page';
import type { ReactNode } from 'react';
import type { LetterFieldsFragment } from '../../gql/graphql';

/**
 * The "My letters" card: the count against the AADSAS limit, the rules (the screen's largest text, so
 * drawn before the rest's code arrives: LettersScreen), then `children`, the list.
 */
export function MyLettersCard({ letters, children }: { letters?: LetterFieldsFragment[]; children: ReactNode }) {
  return (
    <SectionCard
      title="My letters"
      // No count before the list has come: '0 of 4' would be a wrong figure while it loads. '…' for
      // each figure, in a sentence as long, so the card's text does not move down a line when it comes.
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
