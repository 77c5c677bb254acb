import { gql, useQuery } from '@apollo/client';
import type { DentalSchool } from '@predental/contracts/dental-school';

export type FavoriteSchool = Pick<DentalSchool, 'id' | 'name' | 'city' | 'state' | 'isPublic'>;

const APPLICATION_FAVORITE_SCHOOLS_QUERY = gql`
  query ApplicationFavoriteSchools {
    favoriteSchools { id name city state isPublic }
  }
`;

/** Asked again on each visit: a heart flipped in the explorer changes the school, not this cached list. */
export function useFavoriteSchools() {
  return useQuery<{ favoriteSchools: FavoriteSchool[] }>(APPLICATION_FAVORITE_SCHOOLS_QUERY, { fetchPolicy: 'cache-and-network' });
}
