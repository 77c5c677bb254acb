import { EXPERIENCE_SETTINGS } from '@predental/experience-contract/experience-settings';
import { Muted } from '@predental/design/Page';

// The contract's figures, the ones the subgraph checks: the sentence needs no answer to be drawn.
const { highlightLimit, highlightLimitSourceUrl } = EXPERIENCE_SETTINGS;

/**
 * How many entries are highlighted against AADSAS's limit, and what submitting means: the
 * screen's largest text, drawn with the heading before the entries' code arrives; '…' for the
 * count until they have come.
 */
export function HighlightCount({ highlighted }: { highlighted?: number }) {
  return (
    <Muted>
      Highlighted: {highlighted ?? '…'} of {highlightLimit}. AADSAS lets you mark {highlightLimit} experiences as
      highlighted, and once you submit you can add experiences but not edit those already sent (
      <a href={highlightLimitSourceUrl} target="_blank" rel="noreferrer">
        source
      </a>
      ).
    </Muted>
  );
}
