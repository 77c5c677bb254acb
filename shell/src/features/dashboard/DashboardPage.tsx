import styled from 'styled-components';
import { media } from '@predental/design/theme';
import { ButtonLink } from '@predental/design/ButtonLink';
import { PageHeader, Sections } from '@predental/design/Page';
import { SLOTS } from '@predental/contracts/slots';
import { SlotWidgetArea, useSlotWidgets } from '../remote-area';
import { useCurrentUser } from '../session';
import { FirstSteps } from './FirstSteps';

const Widgets = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The layout is the shell's; the widgets in it are those the remotes declare for its slots (their screens.ts). */
export function DashboardPage() {
  const user = useCurrentUser();
  const cards = useSlotWidgets(SLOTS.dashboardCards);
  const panels = useSlotWidgets(SLOTS.dashboardPanels);
  return (
    <>
      <PageHeader
        title={`Welcome back, ${user.username}!`}
        subtitle="Here's an overview of your pre-dental progress."
        action={user.isAdmin && <ButtonLink to="/admin/dental-schools">Admin Dashboard</ButtonLink>}
      />
      <Sections>
        {/* A student's start; the admin account manages the directory. */}
        {!user.isAdmin && <FirstSteps />}
        {cards.length > 0 && (
          <Widgets>
            {cards.map((widget) => (
              <SlotWidgetArea key={widget.key} widget={widget} />
            ))}
          </Widgets>
        )}
        {panels.map((widget) => (
          <SlotWidgetArea key={widget.key} widget={widget} />
        ))}
      </Sections>
    </>
  );
}
