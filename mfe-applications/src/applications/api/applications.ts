import { useMutation, useQuery } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { entitiesChanged } from '@predental/area-runtime/apollo-client';
import {
  AddApplicationDocument,
  AddApplicationEventDocument,
  ListApplicationsDocument,
  RemoveApplicationDocument,
  RemoveApplicationEventDocument,
  SchoolNamesDocument,
  UpdateApplicationDocument,
  type ApplicationEventInput,
  type ApplicationInput,
} from '../../gql/graphql';

/** The student's applications, by school name. */
export function useApplications() {
  const result = useFirstAnswerDeferred(useQuery(ListApplicationsDocument));
  return { ...result, applications: result.data?.myApplications ?? [] };
}

/**
 * The directory's schools, for the add form. Not kept in the normalized cache: nothing here changes
 * them, and writing the directory's names and reading them back cost the page's first answer some
 * 9 ms of main thread unthrottled (issue 41).
 */
export function useSchoolNames() {
  const result = useFirstAnswerDeferred(useQuery(SchoolNamesDocument, { fetchPolicy: 'no-cache' }));
  return { ...result, schools: result.data?.dentalSchools ?? [] };
}

/**
 * An add or a removal changes the list, and other areas' cached applications (the explorer's
 * "In my applications"); an edit or an event comes back as the application, which the cache updates.
 */
const LIST_CHANGED = { refetchQueries: [ListApplicationsDocument], awaitRefetchQueries: true };

export function useApplicationWrites() {
  const [addApplication, adding] = useMutation(AddApplicationDocument, {
    ...LIST_CHANGED,
    update: (cache) => entitiesChanged(cache, 'Application'),
  });
  const [removeApplication, removing] = useMutation(RemoveApplicationDocument, LIST_CHANGED);
  const [updateApplication, updating] = useMutation(UpdateApplicationDocument);
  const [addEvent, addingEvent] = useMutation(AddApplicationEventDocument);
  const [removeEvent, removingEvent] = useMutation(RemoveApplicationEventDocument);
  return {
    add: (schoolId: string) => addApplication({ variables: { schoolId } }),
    remove: (id: string) =>
      removeApplication({ variables: { id }, update: (cache) => entitiesChanged(cache, 'Application', id) }),
    update: (id: string, input: ApplicationInput) => updateApplication({ variables: { id, input } }),
    addEvent: (applicationId: string, input: ApplicationEventInput) =>
      addEvent({ variables: { applicationId, input } }),
    removeEvent: (applicationId: string, eventId: string) => removeEvent({ variables: { applicationId, eventId } }),
    adding: adding.loading,
    removing: removing.loading,
    updating: updating.loading,
    recording: addingEvent.loading || removingEvent.loading,
  };
}
