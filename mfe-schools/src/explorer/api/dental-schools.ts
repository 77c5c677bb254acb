import { useMutation, useQuery } from '@apollo/client';
import {
  AddFavoriteSchoolDocument,
  DentalSchoolsDocument,
  FavoriteSchoolsDocument,
  RemoveFavoriteSchoolDocument,
  type AddFavoriteSchoolMutation,
  type DentalSchoolsQuery,
  type FavoriteSchoolsQuery,
} from '../../gql/graphql';

/** A school as the explorer lists it (favorites alike): my numbers are null when the academics area did not answer. */
export type ExplorerSchool = DentalSchoolsQuery['dentalSchools'][number];
/** What the favorites query adds to a directory school: which one, its reach / target / likely band and its prerequisites. */
export type FavoriteFit = FavoriteSchoolsQuery['favoriteSchools'][number];
/** A favorite as my school list shows it: its directory school with its band and prerequisites. */
export type FavoriteSchool = ExplorerSchool & FavoriteFit;

/**
 * The whole directory with the student's numbers. Fetched again on each visit, so a course added
 * meanwhile shows in my numbers; with academics down the schools still come, without my numbers.
 */
export function useDentalSchools() {
  return useQuery(DentalSchoolsDocument, {
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
}

/**
 * Which schools are favorites, and their fit; fetched each time favorites-only is switched on, so
 * schools saved meanwhile appear. The rest of each school is the directory's (favoritesIn).
 */
export function useFavoriteSchools(enabled: boolean) {
  return useQuery(FavoriteSchoolsDocument, {
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
}

/**
 * Saves or unsaves a school. The optimistic answer flips the heart in every cached list at
 * once; Apollo drops it again if the server call fails, which reverts the change.
 */
export function useFavoriteToggle() {
  const [add] = useMutation(AddFavoriteSchoolDocument);
  const [remove] = useMutation(RemoveFavoriteSchoolDocument);
  return (school: Pick<ExplorerSchool, 'id' | 'isFavorite'>) => {
    const variables = { schoolId: school.id };
    const optimistic = (isFavorite: boolean): AddFavoriteSchoolMutation['addFavoriteSchool'] => ({
      __typename: 'DentalSchool',
      id: school.id,
      isFavorite,
    });
    return school.isFavorite
      ? remove({ variables, optimisticResponse: { removeFavoriteSchool: optimistic(false) } })
      : add({ variables, optimisticResponse: { addFavoriteSchool: optimistic(true) } });
  };
}
