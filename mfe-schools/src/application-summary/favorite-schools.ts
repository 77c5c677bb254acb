import { useQuery } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { ApplicationFavoriteSchoolsDocument } from '../gql/graphql';

/** Asked again on each visit: a heart flipped in the explorer changes the school, not this cached list. */
export function useFavoriteSchools() {
  return useFirstAnswerDeferred(useQuery(ApplicationFavoriteSchoolsDocument, { fetchPolicy: 'cache-and-network' }));
}
