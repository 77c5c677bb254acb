import { Button } from '@predental/design/Button';
import { Tooltip } from '@predental/design/Tooltip';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** How long "Copied" stays beside the button: long enough to read, gone before the next field. */
const COPIED_MS = 2000;

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const Status = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

type Outcome = 'none' | 'copied' | 'failed';

/** Copies one field's value, to paste into AADSAS; says "Copied" beside it (a status, so it is announced too). */
export function CopyButton({ field, value }: { field: string; value: string }) {
  const [outcome, setOutcome] = useState<Outcome>('none');
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('none'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      // A browser may refuse the clipboard (no permission, an insecure origin): the text is on screen to select.
      setOutcome('failed');
    }
  };

  return (
    <Box>
      <Tooltip label={`Copy ${field}`}>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
      </Tooltip>
      <Status role="status">
        {outcome === 'copied' ? 'Copied' : outcome === 'failed' ? 'Copy failed: select the text to copy it' : ''}
      </Status>
    </Box>
  );
}
