import { useMutation, useQuery } from '@apollo/client';
import { entitiesChanged } from '@predental/area-runtime/apollo-client';
import { AddApplicationDocument, MyApplicationSchoolsDocument } from '../../gql/graphql';

/** The schools the student applies to; empty while unknown (the applications area may be down: adding then says why). */
export function useAppliedSchoolIds(): ReadonlySet<string> {
  const { data } = useQuery(MyApplicationSchoolsDocument, { errorPolicy: 'all' });
  return new Set(data?.myApplications.map((application) => application.schoolId));
}

/**
 * Adds a school to the student's applications through the applications area's own operation. The
 * applied-to list is read again before it resolves, so the button turns at once; other screens'
 * cached applications are dropped, so they fetch the new one.
 */
export function useAddApplication() {
  const [add] = useMutation(AddApplicationDocument, {
    refetchQueries: [MyApplicationSchoolsDocument],
    awaitRefetchQueries: true,
    update: (cache) => entitiesChanged(cache, 'Application'),
  });
  return (schoolId: string) => add({ variables: { schoolId } });
}
