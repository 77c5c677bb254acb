import { Button } from '@predental/design/Button';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ExplorerSchool } from '../api/dental-schools';
import { SchoolCard, type SchoolCardProps } from './SchoolCard';

/** Cards per page: with thousands of schools, mounting every match would make each keystroke slow. */
export const PAGE_SIZE = 24;

/**
 * Cards rendered with the keystroke itself: the first row at usual widths, all a screen shows below
 * the search card. The rest of the page follows in a second, interruptible render.
 */
const FIRST_CARDS = 3;

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 16px;
`;

/** How many schools at the start of both lists are the same. */
function sharedStart(list: ExplorerSchool[], other: ExplorerSchool[]): number {
  let index = 0;
  while (index < list.length && index < other.length && list[index]!.id === other[index]!.id) index += 1;
  return index;
}

type SchoolListProps = Omit<SchoolCardProps, 'school' | 'compared'> & {
  schools: ExplorerSchool[];
  compared: string[];
};

/** The matching schools, a page at a time. */
export const SchoolList = memo(function SchoolList({ schools, compared, ...cardProps }: SchoolListProps) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const page = useMemo(() => schools.slice(0, limit), [schools, limit]);
  // While the full page is still being rendered in the background, show its first cards and
  // those already on screen (after 'Show more'), never the previous search's other cards.
  const settled = useDeferredValue(page);
  const cards = settled === page ? page : page.slice(0, Math.max(FIRST_CARDS, sharedStart(page, settled)));
  const remaining = schools.length - limit;
  return (
    <>
      <Grid>
        {cards.map((school) => (
          <SchoolCard key={school.id} school={school} compared={compared.includes(school.id)} {...cardProps} />
        ))}
      </Grid>
      {remaining > 0 && (
        <More>
          <Button variant="outline" onClick={() => setLimit(limit + PAGE_SIZE)}>
            Show {Math.min(remaining, PAGE_SIZE)} more schools
          </Button>
        </More>
      )}
    </>
  );
});
