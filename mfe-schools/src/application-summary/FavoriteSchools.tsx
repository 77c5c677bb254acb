import { useId } from 'react';
import type { AreaProps } from '@predental/remote-build/area';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';
import { LoadError } from '@predental/design/LoadError';
import { Muted } from '@predental/design/Page';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { useFavoriteSchools } from './favorite-schools';

/** The application summary's favorite schools, by name: a plain table that prints as it reads. */
export default function FavoriteSchools(_props: AreaProps) {
  const titleId = useId();
  const { data, loading, error, refetch } = useFavoriteSchools();
  const schools = [...(data?.favoriteSchools ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Favorite Schools</CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError what="favorite schools" message={error.message} onRetry={() => void refetch()} />
        ) : !data && loading ? (
          <Muted role="status">Loading favorite schools...</Muted>
        ) : schools.length === 0 ? (
          <Muted>No favorite schools yet. Save schools with the heart in the Dental School Explorer.</Muted>
        ) : (
          <Table>
            <THead>
              <Tr>
                <Th>School</Th>
                <Th>City</Th>
                <Th>State</Th>
                <Th>Type</Th>
              </Tr>
            </THead>
            <TBody>
              {schools.map((school) => (
                <Tr key={school.id}>
                  <Td>{school.name}</Td>
                  <Td>{school.city}</Td>
                  <Td>{school.state}</Td>
                  <Td>{school.isPublic ? 'Public' : 'Private'}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
