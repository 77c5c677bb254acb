import { useQuery } from '@apollo/client';
import { SchoolPrerequisitesDocument, type SchoolPrerequisitesFieldsFragment } from '../../gql/graphql';

/** A school's prerequisites and my courses against them; the checks are null when the academics area did not answer. */
export type SchoolPrerequisites = SchoolPrerequisitesFieldsFragment;

/**
 * One school's prerequisites, asked when its details or its comparison column show. Fetched again
 * on each showing (after the cached answer), so a course added meanwhile counts.
 */
export function useSchoolPrerequisites(id: string) {
  return useQuery(SchoolPrerequisitesDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
}
