import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { media } from '@predental/design/theme';
import { ButtonLink } from '@predental/design/ButtonLink';
import { PageHeader, Sections } from '@predental/design/Page';
import { SLOTS } from '@predental/contracts/slots';
import { SlotWidgetArea, useSlotWidgets } from '../remote-area';
import { useCurrentUser } from '../session';
import { FirstSteps } from './FirstSteps';

/** How long the widgets wait for the first steps at most: a step whose area hangs must not hide the student's numbers. */
const STEPS_WAIT_MS = 3_000;

const Widgets = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** Laid out (charts measure their width) but not shown while held. */
const Below = styled(Sections)<{ $held: boolean }>`
  visibility: ${({ $held }) => ($held ? 'hidden' : 'visible')};
`;

/**
 * Whether the widgets under the first steps may show: once the steps know whether their card shows
 * (or after STEPS_WAIT_MS). Shown before, they would jump down when the card appears above them,
 * the dashboard's whole layout shift on a phone (issue 41).
 */
function useStepsSettled(waits: boolean): [boolean, () => void] {
  const [settled, setSettled] = useState(!waits);
  const settle = useCallback(() => setSettled(true), []);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(settle, STEPS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled, settle]);
  return [settled, settle];
}

/** The layout is the shell's; the widgets in it are those the remotes declare for its slots (their screens.ts). */
export function DashboardPage() {
  const user = useCurrentUser();
  const cards = useSlotWidgets(SLOTS.dashboardCards);
  const panels = useSlotWidgets(SLOTS.dashboardPanels);
  // A student's start; the admin account manages the directory.
  const [stepsSettled, settleSteps] = useStepsSettled(!user.isAdmin);
  return (
    <>
      <PageHeader
        title={`Welcome back, ${user.username}!`}
        subtitle="Here's an overview of your pre-dental progress."
        action={user.isAdmin && <ButtonLink to="/admin/dental-schools">Admin Dashboard</ButtonLink>}
      />
      <Sections>
        {!user.isAdmin && <FirstSteps onSettled={settleSteps} />}
        <Below $held={!stepsSettled}>
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
        </Below>
      </Sections>
    </>
  );
}
