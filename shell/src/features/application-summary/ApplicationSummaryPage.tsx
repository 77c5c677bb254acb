import styled from 'styled-components';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';
import { formatLongDate } from '@predental/design/dates';
import { PageHeader } from '@predental/design/Page';
import { SectionsInOrder } from '@predental/design/SectionsInOrder';
import { SLOTS } from '@predental/contracts/slots';
import { SlotWidgetArea, useSlotWidgets } from '../remote-area';
import { useCurrentUser } from '../session';
import { SummaryPrintStyles } from './print-styles';

const Profile = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 24px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;

/** On paper each area starts under a rule of its own, so the sections read apart. */
const Section = styled.div`
  @media print {
    margin-top: 12px;
    padding-top: 12px;
    border-top: 2px solid #000;
  }
`;

/**
 * One page a student prints or saves as PDF from the browser. The profile is the shell's; each
 * section below is one the remotes declare for the summary's slot, so an area that is down shows
 * only its own error card, and one never read in this browser shows its error card too: a printed
 * summary must not leave a part out silently. The sections show in order, each once those above it
 * have drawn (their area's spinner and their card say aria-busy until then), so sections arriving in
 * any order push nothing down.
 */
export function ApplicationSummaryPage() {
  const user = useCurrentUser();
  const sections = useSlotWidgets(SLOTS.applicationSummarySections, { showUnknownAreas: true });
  return (
    <>
      <SummaryPrintStyles />
      <PageHeader
        title="Application Summary"
        subtitle="Your coursework, DAT scores, hours and favorite schools on one page."
        action={<Button onClick={() => window.print()}>Print / Save as PDF</Button>}
      />
      <SectionsInOrder>
        <Card aria-labelledby="summary-profile">
          <CardHeader>
            <CardTitle id="summary-profile">Profile</CardTitle>
          </CardHeader>
          <CardContent>
            <Profile>
              <dt>Username</dt>
              <dd>{user.username}</dd>
              <dt>Email</dt>
              <dd>{user.email}</dd>
              <dt>Summary made on</dt>
              <dd>{formatLongDate(new Date())}</dd>
            </Profile>
          </CardContent>
        </Card>
        {sections.map((widget) => (
          <Section key={widget.key}>
            <SlotWidgetArea widget={widget} />
          </Section>
        ))}
      </SectionsInOrder>
    </>
  );
}
