import { memo } from 'react';
import styled from 'styled-components';
import type { AdminSchool } from '../api/dental-schools';
import { useDrawnCount } from '../use-drawn-count';
import { AdminSchoolCard } from './AdminSchoolCard';

/** Cards drawn with the list: a phone's screen holds three, a wide one three rows of three. */
export const FIRST_CARDS = 9;
/** Cards each later task adds: some 1 ms of rendering apiece on a laptop, 4 at Lighthouse's 4x. */
export const BATCH_CARDS = 6;

const SchoolGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

/**
 * A card per school. There is no search box here, so every card ends up in the page (the browser's
 * find and printing see each school), but drawing the 73 of the directory in one task blocked the
 * page for 400 ms at 4x CPU (issue 41): the first screenful is drawn at once, the rest in small
 * batches after it, below the fold, where they move nothing already shown.
 */
export const SchoolCards = memo(function SchoolCards({
  schools,
  onEdit,
  onDelete,
}: {
  schools: AdminSchool[];
  onEdit: (school: AdminSchool) => void;
  onDelete: (school: AdminSchool) => void;
}) {
  const drawn = useDrawnCount(schools.length, FIRST_CARDS, BATCH_CARDS);
  return (
    <SchoolGrid>
      {schools.slice(0, drawn).map((school) => (
        <AdminSchoolCard key={school.id} school={school} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </SchoolGrid>
  );
});
