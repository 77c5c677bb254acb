import type { MockedResponse } from '@apollo/client/testing';
import { answered, renderWithApollo } from '@predental/area-runtime/test-support/apollo';
import { screen } from '@testing-library/react';
import { CalendarSubscriptionDocument, ReplaceCalendarSubscriptionDocument } from '../gql/graphql';
import { CalendarCard } from './CalendarCard';

const TOKEN = 'k3Jx0b9vQm2Yt7wLr5Pz8sNc4Ad6Fh1Ug0Ei3Ro9Ty2';

const subscription = (createdAt: string | null) =>
  answered(CalendarSubscriptionDocument, { calendarSubscription: { __typename: 'CalendarSubscription', createdAt } });

const renderCard = (mocks: MockedResponse[]) => renderWithApollo((notify) => <CalendarCard notify={notify} />, mocks);

describe('CalendarCard', () => {
  it('offers the .ics download of the signed-in student', async () => {
    renderCard([subscription(null)]);
    const link = screen.getByRole('link', { name: 'Download calendar (.ics)' });
    expect(link.getAttribute('href')).toBe('/api/applications/calendar.ics');
  });

  it('makes a private address, shows it once in full with Copy, then offers to replace it', async () => {
    const replaced = answered(ReplaceCalendarSubscriptionDocument, {
      replaceCalendarSubscription: {
        __typename: 'NewCalendarSubscription',
        token: TOKEN,
        path: `/api/calendar/${TOKEN}.ics`,
      },
    });
    const { user, notify } = renderCard([subscription(null), replaced, subscription('2026-11-27T10:00:00.000Z')]);
    await user.click(await screen.findByRole('button', { name: 'Create address' }));

    const address = await screen.findByLabelText<HTMLInputElement>('Private calendar address');
    expect(address.value).toBe(`${window.location.origin}/api/calendar/${TOKEN}.ics`);
    expect(await screen.findByText('Replacing the address stops the old one at once.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace address' })).toBeTruthy();

    // user-event stands in for the browser's clipboard.
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(address.value);
    expect(notify).toHaveBeenCalledWith({ title: 'Address copied' });
  });

  it('says when the current address was made, without showing it again', async () => {
    renderCard([subscription('2026-11-20T08:30:00.000Z')]);
    expect(await screen.findByText(/You made a private address on Nov 20, 2026/)).toBeTruthy();
    expect(screen.queryByLabelText('Private calendar address')).toBeNull();
  });
});
