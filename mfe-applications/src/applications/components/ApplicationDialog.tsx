import type { EventInput } from '@predental/applications-contract/events';
import type { ApplicationUpdate } from '@predental/applications-contract/application';
import { Button } from '@predental/design/Button';
import { formatCalendarDate } from '@predental/design/dates';
import { Dialog, DialogFooter } from '@predental/design/Dialog';
import { Subheading } from '@predental/design/Page';
import { Fragment } from 'react';
import styled from 'styled-components';
import type { ApplicationDetailsFragment, ApplicationEventFieldsFragment } from '../../gql/graphql';
import { stageLabel } from '../stages';
import { DetailsForm } from './DetailsForm';
import { EventForm } from './EventForm';
import { EventList } from './EventList';

const AnswerBy = styled.div`
  padding: 12px;
  border-radius: ${({ theme }) => theme.radiusSm};
  background: ${({ theme }) => theme.colors.infoSoft};
  font-size: 14px;
`;

export interface ApplicationActions {
  onRecord: (input: EventInput) => Promise<unknown>;
  onRemoveEvent: (event: ApplicationEventFieldsFragment) => void;
  onSaveDetails: (changes: ApplicationUpdate) => Promise<unknown>;
  onRemove: () => void;
  removingEvent: boolean;
}

/** One application: its answer-by date while an offer is open, its events, its amounts and dates. */
export function ApplicationDialog({
  application,
  onClose,
  ...actions
}: ApplicationActions & { application: ApplicationDetailsFragment | null; onClose: () => void }) {
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => !open && onClose()}
      title={application?.schoolName ?? ''}
      description={application && `Stage: ${stageLabel(application.stage)}`}
    >
      {application && (
        // Another application's details start with fresh forms.
        <Fragment key={application.id}>
          {application.answerBy && (
            <AnswerBy role="note" aria-label="Answer by">
              <strong>Answer by {formatCalendarDate(application.answerBy)}</strong>
              <p>{application.answerByRule}</p>
            </AnswerBy>
          )}
          <Subheading>Events</Subheading>
          <EventList events={application.events} removing={actions.removingEvent} onRemove={actions.onRemoveEvent} />
          <Subheading>Record an event</Subheading>
          <EventForm onRecord={actions.onRecord} />
          <Subheading>Fees and dates</Subheading>
          <DetailsForm details={application} onSave={actions.onSaveDetails} />
          <DialogFooter>
            <Button variant="destructive" onClick={actions.onRemove}>
              Remove application
            </Button>
          </DialogFooter>
        </Fragment>
      )}
    </Dialog>
  );
}
