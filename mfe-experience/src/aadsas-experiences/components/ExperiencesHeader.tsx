import { Button, buttonStyles, type ButtonStyleProps } from '@predental/design/Button';
import { PageHeader } from '@predental/design/Page';
import styled from 'styled-components';

/** The bridge's export of the signed-in student's entries, the same rows in the same order as this screen. */
const CSV_DOWNLOAD = '/api/experiences/export.csv';

const DownloadLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * The AADSAS experiences screen's heading, drawn before the rest's code arrives (ExperiencesScreen).
 * Download CSV is there from the first paint, disabled while there is nothing to save (as every
 * screen's): appearing once the entries came, it pushed the page under it down on a phone.
 */
export function ExperiencesHeader({ hasEntries = false }: { hasEntries?: boolean }) {
  return (
    <PageHeader
      title="AADSAS Experiences"
      subtitle="Your hours grouped into entries the way AADSAS asks for them: copy each field into your application."
      action={
        hasEntries ? (
          <DownloadLink href={CSV_DOWNLOAD} download $variant="outline">
            Download CSV
          </DownloadLink>
        ) : (
          <Button variant="outline" disabled>
            Download CSV
          </Button>
        )
      }
    />
  );
}
