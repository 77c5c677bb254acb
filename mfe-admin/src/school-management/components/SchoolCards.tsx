import { memo } from 'react';
import styled from 'styled-components';
import type { AdminSchool } from '../api/dental-schools';
import { useDrawnCount } from '../use-drawn-count';
import { AdminSchoolCard } from './AdminSchoolCard';

/** Cards drawn with the list: a phone's screen holds three, a wide one three rows of three. */
export const FIRST_CARDS = 9;
/** Cards each later task adds: 3 to 8 ms of a laptop's CPU together, their layout included. */
export const BATCH_CARDS = 6;
/**
 * Cards per grid: a batch lays out its own grid again, not all the cards before it (with 1,000
 * schools, laying out one grid of them all made each batch 12-14 ms). 60 rows up evenly in 1 to 6
 * columns, so the grids one under another look like one.
 */
const GRID_CARDS = 60;
const GAP = '16px';

const Grids = styled.div`
  display: grid;
  gap: ${GAP};
`;

const SchoolGrid = styled.div`
  display: grid;
  gap: ${GAP};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const inGrids = (schools: AdminSchool[]) =>
  Array.from({ length: Math.ceil(schools.length / GRID_CARDS) }, (_, index) =>
    schools.slice(index * GRID_CARDS, (index + 1) * GRID_CARDS),
  );

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
    <Grids>
      {inGrids(schools.slice(0, drawn)).map((grid, index) => (
        <SchoolGrid key={index}>
          {grid.map((school) => (
            <AdminSchoolCard key={school.id} school={school} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </SchoolGrid>
      ))}
    </Grids>
  );
});
