import { SchoolKindBadges } from '@predental/design/Badge';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@predental/design/Card';
import { formatAmount } from '@predental/design/numbers';
import { Muted } from '@predental/design/Page';
import { Tooltip } from '@predental/design/Tooltip';
import { memo, useId } from 'react';
import type { AdminSchool } from '../api/dental-schools';

/** Figures a school has not reported (null, or the old 0) read N/A. */
const dollars = (amount: number | null) => (amount ? `$${formatAmount(amount)}/year` : 'N/A');
const reported = (value: number | null) => (value ? String(value) : 'N/A');

/** A school's card; drawn again only when its school changes (its handlers stay the same). */
export const AdminSchoolCard = memo(function AdminSchoolCard({
  school,
  onEdit,
  onDelete,
}: {
  school: AdminSchool;
  onEdit: (school: AdminSchool) => void;
  onDelete: (school: AdminSchool) => void;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        {/* Right under the page's heading: an h3 here skipped a level (Lighthouse's heading-order). */}
        <CardTitle id={id}>{school.name}</CardTitle>
        <Muted>
          {school.city}, {school.state}
        </Muted>
        <SchoolKindBadges isPublic={school.isPublic} hasAcceleratedProgram={school.hasAcceleratedProgram} />
      </CardHeader>
      <CardContent>
        <Muted>
          Tuition {dollars(school.tuition ?? school.tuitionNonResident)} · {school.programLength} years · DAT average{' '}
          {reported(school.datAvg)}
        </Muted>
      </CardContent>
      <CardFooter>
        <Tooltip label={`Edit ${school.name}`}>
          <Button variant="outline" size="sm" onClick={() => onEdit(school)}>
            Edit
          </Button>
        </Tooltip>
        <Tooltip label={`Delete ${school.name}`}>
          <Button variant="destructive" size="sm" onClick={() => onDelete(school)}>
            Delete
          </Button>
        </Tooltip>
      </CardFooter>
    </Card>
  );
});
