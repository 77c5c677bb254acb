import { QueryState } from '@predental/design/QueryState';
import type { ReactNode } from 'react';
import { useWholeSchool, type WholeSchool } from '../api/dental-schools';

/**
 * The opened school as it arrives: a loading line, the failure with Try Again, then `children`
 * with the whole school. The list's school has no figures, so nothing is drawn from it meanwhile.
 */
export function WithWholeSchool({ id, children }: { id: string; children: (school: WholeSchool) => ReactNode }) {
  const query = useWholeSchool(id);
  const school = query.data?.dentalSchool;
  return (
    <QueryState what="school" query={query}>
      {school && children(school)}
    </QueryState>
  );
}
