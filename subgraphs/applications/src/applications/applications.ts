import type { ApplicationUpdate, FeeAssistance } from '@predental/applications-contract/application';
import { MAX_APPLICATIONS } from '@predental/applications-contract/application';
import { answerByFor } from '@predental/applications-contract/answer-by';
import type { CycleSettings } from '@predental/applications-contract/cycle';
import { MAX_EVENTS, type ApplicationEvent, type EventInput } from '@predental/applications-contract/events';
import { badInput, notFound } from '@predental/service-kit/errors';
import { ownedList, type StoredItem } from '@predental/service-kit/owned-list';
import { Types } from 'mongoose';
import type { ApplicationRecords, StoredApplicationWithEvents } from './application-record';

const newId = () => new Types.ObjectId().toHexString();

const toApplication = (stored: StoredItem): StoredApplicationWithEvents =>
  ({
    supplementalFee: null,
    deposit: null,
    secondaryDueOn: null,
    interviewOn: null,
    events: [],
    ...(stored as Partial<StoredApplicationWithEvents>),
  }) as StoredApplicationWithEvents;

/**
 * A student's applications, one per school. Each change is one versioned write of the
 * student's record (service-kit's versioned-documents: its unique version claim makes two
 * racing writes apply one after the other), so the check for a second application to the same
 * school sees every application already stored.
 */
export function applicationStore(records: ApplicationRecords) {
  const list = ownedList(records, 'applications', {
    what: 'Application',
    max: MAX_APPLICATIONS,
    plural: 'applications',
    order: (a: StoredApplicationWithEvents, b: StoredApplicationWithEvents) => a.schoolName.localeCompare(b.schoolName),
    toItem: toApplication,
  });

  /** Changes one application's events within the owner's record; someone else's id is not found. */
  const changeEvents = (
    userId: string,
    id: string,
    apply: (events: ApplicationEvent[]) => ApplicationEvent[],
  ): Promise<StoredApplicationWithEvents> =>
    records.change(userId, (data) => {
      const index = data.applications.findIndex((app) => app.id === id);
      if (index < 0) notFound('Application');
      const app = toApplication(data.applications[index]!);
      const changed = { ...app, events: apply(app.events) };
      const applications = data.applications.map((stored, at) => (at === index ? changed : stored));
      return { data: { ...data, applications }, result: changed };
    });

  return {
    list: (userId: string) => list.list(userId),
    get: (userId: string, id: string) => list.get(userId, id),
    update: (userId: string, id: string, changes: ApplicationUpdate) => list.update(userId, id, changes),
    remove: (userId: string, id: string) => list.remove(userId, id),

    add(userId: string, school: { id: string; name: string }): Promise<StoredApplicationWithEvents> {
      return records.change(userId, (data) => {
        if (data.applications.some((app) => app.schoolId === school.id))
          badInput(`You already have an application to ${school.name}`);
        if (data.applications.length >= MAX_APPLICATIONS)
          badInput(`You can keep at most ${MAX_APPLICATIONS} applications`);
        const added = toApplication({ id: newId(), schoolId: school.id, schoolName: school.name });
        return { data: { ...data, applications: [...data.applications, added] }, result: added };
      });
    },

    /** An offer dated before the cycle's first offer date is refused with the rule's message. */
    addEvent(userId: string, id: string, input: EventInput, settings: CycleSettings) {
      if (input.kind === 'offer') {
        const answer = answerByFor(input.date, settings);
        if ('refused' in answer) badInput(answer.refused);
      }
      return changeEvents(userId, id, (events) => {
        if (events.length >= MAX_EVENTS) badInput(`An application keeps at most ${MAX_EVENTS} events`);
        return [...events, { id: newId(), ...input }];
      });
    },

    removeEvent(userId: string, id: string, eventId: string) {
      return changeEvents(userId, id, (events) => {
        if (!events.some((event) => event.id === eventId)) notFound('Event');
        return events.filter((event) => event.id !== eventId);
      });
    },

    async feeAssistance(userId: string): Promise<FeeAssistance> {
      return (await records.read(userId)).feeAssistance;
    },

    setFeeAssistance(userId: string, feeAssistance: FeeAssistance): Promise<FeeAssistance> {
      return records.change(userId, (data) => ({ data: { ...data, feeAssistance }, result: feeAssistance }));
    },
  };
}
export type ApplicationStore = ReturnType<typeof applicationStore>;
