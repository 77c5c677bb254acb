import { gql, useMutation, useQuery } from '@apollo/client';
import type { DentalSchool } from '@predental/contracts/dental-school';
import type { MyNumbers } from '@predental/contracts/my-numbers';

/** A school as the explorer asks for it: my numbers are null when the academics area did not answer. */
export type ExplorerSchool = DentalSchool & { myNumbers: MyNumbers | null };

const COMPARISON_FIELDS = 'mine school difference standing';

const SCHOOL_FIELDS = `id name state city tuition tuitionNonResident inStateTuition programLength scienceGpaAvg overallGpaAvg datAvg acceptanceRate hasAcceleratedProgram isPublic websiteUrl notes isFavorite
  myNumbers { overallGpa { ${COMPARISON_FIELDS} } scienceGpa { ${COMPARISON_FIELDS} } datAcademicAverage { ${COMPARISON_FIELDS} } }`;

const DENTAL_SCHOOLS_QUERY = gql`
  query DentalSchools {
    dentalSchools { ${SCHOOL_FIELDS} }
    canFavoriteSchools
  }
`;

const FAVORITE_SCHOOLS_QUERY = gql`
  query FavoriteSchools {
    favoriteSchools { ${SCHOOL_FIELDS} }
  }
`;

const ADD_FAVORITE = gql`
  mutation AddFavoriteSchool($schoolId: ID!) {
    addFavoriteSchool(schoolId: $schoolId) { id isFavorite }
  }
`;

const REMOVE_FAVORITE = gql`
  mutation RemoveFavoriteSchool($schoolId: ID!) {
    removeFavoriteSchool(schoolId: $schoolId) { id isFavorite }
  }
`;

/**
 * The whole directory with the student's numbers. Fetched again on each visit, so a course added
 * meanwhile shows in my numbers; with academics down the schools still come, without my numbers.
 */
export function useDentalSchools() {
  return useQuery<{ dentalSchools: ExplorerSchool[]; canFavoriteSchools: boolean }>(DENTAL_SCHOOLS_QUERY, {
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
}

/** Fetched each time favorites-only is switched on, so schools saved meanwhile appear. */
export function useFavoriteSchools(enabled: boolean) {
  return useQuery<{ favoriteSchools: ExplorerSchool[] }>(FAVORITE_SCHOOLS_QUERY, {
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
}

type FavoriteResult = { id: string; isFavorite: boolean; __typename: 'DentalSchool' };

/**
 * Saves or unsaves a school. The optimistic answer flips the heart in every cached list at
 * once; Apollo drops it again if the server call fails, which reverts the change.
 */
export function useFavoriteToggle() {
  const [add] = useMutation<{ addFavoriteSchool: FavoriteResult }, { schoolId: string }>(ADD_FAVORITE);
  const [remove] = useMutation<{ removeFavoriteSchool: FavoriteResult }, { schoolId: string }>(REMOVE_FAVORITE);
  return (school: Pick<DentalSchool, 'id' | 'isFavorite'>) => {
    const variables = { schoolId: school.id };
    const optimistic = (isFavorite: boolean): FavoriteResult => ({ __typename: 'DentalSchool', id: school.id, isFavorite });
    return school.isFavorite
      ? remove({ variables, optimisticResponse: { removeFavoriteSchool: optimistic(false) } })
      : add({ variables, optimisticResponse: { addFavoriteSchool: optimistic(true) } });
  };
}
