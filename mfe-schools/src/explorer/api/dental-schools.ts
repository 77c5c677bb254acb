import { useMutation, useQuery, type ApolloCache } from '@apollo/client';
import { useMemo } from 'react';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { DAT_SCALES } from '@predental/academics-contract/dat-scales';
import { myNumbers, type MyNumbers, type StudentNumbers } from '@predental/academics-contract/my-numbers';
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
interface MySchool {
  isFavorite: boolean;
  myNumbers: MyNumbers | null;
}
/** A school as the explorer lists it (favorites alike): the directory's, with the student's own part. */
export type ExplorerSchool = DirectorySchool & MySchool;
/** What the favorites query adds to a directory school: which one, its reach / target / likely band and its prerequisites. */
export type FavoriteFit = FavoriteSchoolsQuery['favoriteSchools'][number];
/** A favorite as my school list shows it: its directory school with its band and prerequisites. */
export type FavoriteSchool = ExplorerSchool & FavoriteFit;

type MyFigures = NonNullable<MyDentalSchoolsQuery['myFigures']>;
const studentNumbers = (figures: MyFigures): StudentNumbers => ({
  ...figures,
  datScale: DAT_SCALES.find((scale) => scale === figures.datScale) ?? null,
});

/** Each directory school with the student's own part: my numbers compared here, by academics' own rule. */
function joined(directory: DirectorySchool[], mine: MyDentalSchoolsQuery): ExplorerSchool[] {
  const favorites = new Set(mine.favoriteSchoolIds);
  const student = mine.myFigures && studentNumbers(mine.myFigures);
  return directory.map((school) => ({
    ...school,
    isFavorite: favorites.has(school.id),
    myNumbers: student ? myNumbers(student, school) : null,
  }));
}

/**
 * The whole directory with the student's own part, asked apart (issue 39): the directory is the
 * same for everyone and revalidated by the browser's cache; the student's part (favorite ids and
 * figures, a few hundred bytes) is asked again on each visit, so a course added meanwhile shows
 * in my numbers. With academics down the schools still come, without my numbers (myFigures is null).
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
        ? {
            dentalSchools: joined(schools, own),
            canFavoriteSchools: own.canFavoriteSchools,
            // Academics did not answer (a signed-in student's figures are never null otherwise).
            withoutMyNumbers: own.myFigures === null,
          }
        : undefined,
    [schools, own],
  );
  // The first answer draws in a render React slices (issue 41: one task of 110-125 ms at 4x CPU).
  const shown = useFirstAnswerDeferred({ data, loading: directory.loading || mine.loading });
  return {
    ...shown,
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

type Saved = AddFavoriteSchoolMutation['addFavoriteSchool'];

/** Keeps my favorites' ids (MyDentalSchools) in step with a save or unsave, the optimistic one too. */
function keepIds(cache: ApolloCache<unknown>, saved: Saved | undefined) {
  if (!saved) return;
  cache.updateQuery({ query: MyDentalSchoolsDocument }, (mine) => {
    if (!mine) return mine;
    const others = mine.favoriteSchoolIds.filter((id) => id !== saved.id);
    return { ...mine, favoriteSchoolIds: saved.isFavorite ? [...others, saved.id] : others };
  });
}

/**
 * Saves or unsaves a school. The optimistic answer flips the heart at once; Apollo drops it
 * again if the server call fails, which reverts the change.
 */
export function useFavoriteToggle() {
  const [add] = useMutation(AddFavoriteSchoolDocument, {
    update: (cache, { data }) => keepIds(cache, data?.addFavoriteSchool),
  });
  const [remove] = useMutation(RemoveFavoriteSchoolDocument, {
    update: (cache, { data }) => keepIds(cache, data?.removeFavoriteSchool),
  });
  return (school: Pick<ExplorerSchool, 'id' | 'isFavorite'>) => {
    const variables = { schoolId: school.id };
    const optimistic = (isFavorite: boolean): Saved => ({ __typename: 'DentalSchool', id: school.id, isFavorite });
    return school.isFavorite
      ? remove({ variables, optimisticResponse: { removeFavoriteSchool: optimistic(false) } })
      : add({ variables, optimisticResponse: { addFavoriteSchool: optimistic(true) } });
  };
}
