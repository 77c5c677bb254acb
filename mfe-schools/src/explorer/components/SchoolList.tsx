import { Button } from '@predental/design/Button';
import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ExplorerSchool } from '../api/dental-schools';
import { SchoolCard, type SchoolCardProps } from './SchoolCard';

/** Cards per page: with thousands of schools, mounting every match would make each keystroke slow. */
const PAGE_SIZE = 24;

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
`;

/**
 * Cards updated with the keystroke itself: the first row at usual widths, all a screen shows below
 * the search card. The others follow in a second, interruptible render; meanwhile those that change
 * are hidden, never showing the previous search's schools.
 */
const FIRST_CARDS = 3;

/** Takes no room in the grid: the card inside is the grid's item. */
const Slot = styled.div<{ $hidden: boolean }>`
  display: ${({ $hidden }) => ($hidden ? 'none' : 'contents')};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 16px;
`;

type SchoolListProps = Omit<SchoolCardProps, 'school' | 'compared'> & {
  schools: ExplorerSchool[];
  compared: string[];
};

/** The matching schools, a page at a time. */
export const SchoolList = memo(function SchoolList({ schools, compared, ...cardProps }: SchoolListProps) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const page = useMemo(() => schools.slice(0, limit), [schools, limit]);
  const settled = useDeferredValue(page);
  const slots: ReactNode[] = [];
  for (let position = 0; position < Math.max(page.length, settled.length); position += 1) {
    const current = position < FIRST_CARDS || settled === page || page[position] === settled[position];
    // Until the second render, a later card that changes keeps its previous school (so it is not rendered again) and is hidden.
    const school = current ? page[position] : settled[position];
    if (!school) continue;
    slots.push(
      // Keyed by position: a keystroke reuses the cards on screen and changes their text, rather than
      // unmounting a page of cards and mounting another (most of a keystroke's time with thousands of schools).
      <Slot key={position} $hidden={!current}>
        <SchoolCard school={school} compared={compared.includes(school.id)} {...cardProps} />
      </Slot>,
    );
  }
  const remaining = schools.length - limit;
  return (
    <>
      <Grid>{slots}</Grid>
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
