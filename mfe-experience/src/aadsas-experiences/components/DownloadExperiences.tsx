import { Button, buttonStyles, type ButtonStyleProps } from '@predental/design/Button';
import styled from 'styled-components';

/** The bridge's export of the signed-in student's entries, the same rows in the same order as this screen. */
const CSV_DOWNLOAD = '/api/experiences/export.csv';

const DownloadLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * Download CSV, there from the first render: disabled while there is nothing to save (as on
 * every screen). Appearing once the entries came, it pushed the page under it down on a phone.
 */
export function DownloadExperiences({ ready }: { ready: boolean }) {
  return ready ? (
    <DownloadLink href={CSV_DOWNLOAD} download $variant="outline">
      Download CSV
    </DownloadLink>
  ) : (
    <Button variant="outline" disabled>
      Download CSV
    </Button>
  );
}
