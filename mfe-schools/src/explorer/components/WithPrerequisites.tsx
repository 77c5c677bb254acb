import { QueryState } from '@predental/design/QueryState';
import type { ReactNode } from 'react';
import { useSchoolPrerequisites, type SchoolPrerequisites } from '../api/school-prerequisites';

/** One school's prerequisites as they arrive: a loading line, the failure with Try Again, then `children` with them. */
export function WithPrerequisites({
  schoolId,
  children,
}: {
  schoolId: string;
  children: (prerequisites: SchoolPrerequisites) => ReactNode;
}) {
  const query = useSchoolPrerequisites(schoolId);
  const school = query.data?.dentalSchool;
  // With academics down the prerequisites still come, without my checks: shown, not a failure.
  return (
    <QueryState what="prerequisites" query={{ ...query, error: school ? undefined : query.error }}>
      {school && children(school)}
    </QueryState>
  );
}
