import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { useSharedQuery } from '@predental/area-runtime/shared-query';
import { ApplicationFavoriteSchoolsDocument } from '../gql/graphql';

/** Asked again on each visit: a heart flipped in the explorer changes the school, not this cached list. */
export function useFavoriteSchools() {
  return useFirstAnswerDeferred(
    useSharedQuery(ApplicationFavoriteSchoolsDocument, { fetchPolicy: 'cache-and-network' }),
  );
}
