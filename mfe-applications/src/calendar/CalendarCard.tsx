import { errorToast, type AreaProps } from '@predental/area-runtime/area';
import { Button, buttonStyles, type ButtonStyleProps } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { formatCalendarDate } from '@predental/design/dates';
import { TextField } from '@predental/design/FormField';
import { Inline, Muted } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import { useState } from 'react';
import styled from 'styled-components';
import { useCalendarSubscription, useReplaceCalendarAddress } from './api/calendar';

/** The signed-in student's feed, answered by the bridge with their session cookie. */
const CALENDAR_DOWNLOAD = '/api/applications/calendar.ics';

const DownloadLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const Parts = styled.div`
  display: grid;
  gap: 16px;
`;

/** The calendar: the .ics download, and the private address a calendar app subscribes to without signing in. */
export function CalendarCard({ notify }: Pick<AreaProps, 'notify'>) {
  const subscription = useCalendarSubscription();
  const { replace, replacing } = useReplaceCalendarAddress();
  // Shown once, as the server answers it: only its hash is kept.
  const [address, setAddress] = useState<string | null>(null);
  const createdAt = subscription.data?.calendarSubscription.createdAt ?? null;

  const makeAddress = async () => {
    try {
      setAddress(`${window.location.origin}${await replace()}`);
    } catch (error) {
      notify(errorToast(error));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address!);
      notify({ title: 'Address copied' });
    } catch {
      notify({ title: 'Copy failed', description: 'Select the address and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <SectionCard
      named
      title="Calendar"
      description="Your answer-by dates, secondary due dates and interviews, for Google Calendar, Apple Calendar or Outlook."
      aria-busy={subscription.loading && !subscription.data}
    >
      <Parts>
        <div>
          <DownloadLink href={CALENDAR_DOWNLOAD} download $variant="outline">
            Download calendar (.ics)
          </DownloadLink>
        </div>
        <QueryState what="your calendar address" query={subscription}>
          {address ? (
            <>
              <TextField label="Private calendar address" readOnly value={address} onFocus={(e) => e.target.select()} />
              <Muted>
                Subscribe to it from your calendar app. It is shown only now; anyone who has it sees your deadlines, so
                replace it if it leaks.
              </Muted>
            </>
          ) : (
            <Muted>
              {createdAt
                ? `You made a private address on ${formatCalendarDate(createdAt.slice(0, 10))}. It is shown only when made: replace it to see a new one.`
                : 'Make a private address to subscribe from a calendar app, which updates as your deadlines change.'}
            </Muted>
          )}
          <Inline>
            {address && (
              <Button variant="outline" onClick={() => void copy()}>
                Copy
              </Button>
            )}
            <Button variant={createdAt ? 'outline' : 'default'} loading={replacing} onClick={() => void makeAddress()}>
              {createdAt ? 'Replace address' : 'Create address'}
            </Button>
          </Inline>
          {createdAt && <Muted>Replacing the address stops the old one at once.</Muted>}
        </QueryState>
      </Parts>
    </SectionCard>
  );
}
