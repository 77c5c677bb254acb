import { useQuery } from '@apollo/client';
import { ApplicationFavoriteSchoolsDocument } from '../gql/graphql';

/** Asked again on each visit: a heart flipped in the explorer changes the school, not this cached list. */
export function useFavoriteSchools() {
  return useQuery(ApplicationFavoriteSchoolsDocument, { fetchPolicy: 'cache-and-network' });
}
