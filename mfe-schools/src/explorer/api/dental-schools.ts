import { useMutation, useQuery } from '@apollo/client';
import { useMemo } from 'react';
import {
  AddFavoriteSchoolDocument,
  FavoriteSchoolsDocument,
  MyDentalSchoolsDocument,
  RemoveFavoriteSchoolDocument,
  type AddFavoriteSchoolMutation,
  type FavoriteSchoolsQuery,
  type MyDentalSchoolsQuery,
} from '../../gql/graphql';
import { usePublicDirectory, type DirectorySchool } from './public-directory';

/** The student's own part of a school: whether it is a favorite, and my numbers (null when the academics area did not answer). */
type MySchool = MyDentalSchoolsQuery['dentalSchools'][number];
/** A school as the explorer lists it (favorites alike): the directory's, with the student's own part. */
export type ExplorerSchool = DirectorySchool & MySchool;
/** What the favorites query adds to a directory school: which one, its reach / target / likely band and its prerequisites. */
export type FavoriteFit = FavoriteSchoolsQuery['favoriteSchools'][number];
/** A favorite as my school list shows it: its directory school with its band and prerequisites. */
export type FavoriteSchool = ExplorerSchool & FavoriteFit;

/** Each directory school with the student's own part; one the other answer lacks yet (just added or deleted) waits. */
function joined(directory: DirectorySchool[], mine: MySchool[]): ExplorerSchool[] {
  const byId = new Map(mine.map((school) => [school.id, school]));
  return directory.flatMap((school) => {
    const own = byId.get(school.id);
    return own ? [{ ...school, ...own }] : [];
  });
}

/**
 * The whole directory with the student's own part, asked apart (issue 39): the directory is the
 * same for everyone and revalidated by the browser's cache, the student's part is asked again on
 * each visit, so a course added meanwhile shows in my numbers. With academics down the schools
 * still come, without my numbers (the error says so).
 */
export function useDentalSchools() {
  const directory = usePublicDirectory();
  const mine = useQuery(MyDentalSchoolsDocument, {
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const schools = directory.data;
  const own = mine.data;
  const data = useMemo(
    () =>
      schools && own
        ? { dentalSchools: joined(schools, own.dentalSchools), canFavoriteSchools: own.canFavoriteSchools }
        : undefined,
    [schools, own],
  );
  return {
    data,
    loading: directory.loading || mine.loading,
    error: mine.error ?? directory.error,
    refetch: () => {
      if (directory.error) directory.refetch();
      if (mine.error || !own) void mine.refetch();
    },
  };
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
