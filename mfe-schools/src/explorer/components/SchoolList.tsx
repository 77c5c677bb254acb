import { Button } from '@predental/design/Button';
import { memo, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ExplorerSchool } from '../api/dental-schools';
import { SchoolCard, type SchoolCardProps } from './SchoolCard';

/** Cards per page: with thousands of schools, mounting every match would make each keystroke slow. */
export const PAGE_SIZE = 24;

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

type SchoolListProps = Omit<SchoolCardProps, 'school' | 'compared'> & {
  schools: ExplorerSchool[];
  compared: string[];
};

/** The matching schools, a page at a time. */
export const SchoolList = memo(function SchoolList({ schools, compared, ...cardProps }: SchoolListProps) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const page = useMemo(() => schools.slice(0, limit), [schools, limit]);
  const remaining = schools.length - limit;
  return (
    <>
      <Grid>
        {/* Keyed by position: a keystroke reuses the cards on screen and changes their text, rather than
            unmounting a page of cards and mounting another (most of a keystroke's time with thousands of schools). */}
        {page.map((school, position) => (
          <SchoolCard key={position} school={school} compared={compared.includes(school.id)} {...cardProps} />
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
