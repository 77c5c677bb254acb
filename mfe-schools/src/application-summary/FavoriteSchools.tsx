import type { AreaProps } from '@predental/area-runtime/area';
import { SectionCard } from '@predental/design/Card';
import { QueryState } from '@predental/design/QueryState';
import { Muted } from '@predental/design/Page';
import { DataTable } from '@predental/design/Table';
import { compareText } from '@predental/design/text';
import { useFavoriteSchools } from './favorite-schools';

/**
 * The application summary's favorite schools, by name: a plain table that prints as it reads; busy
 * until it has them.
 */
export default function FavoriteSchools(_props: AreaProps) {
  const query = useFavoriteSchools();
  const schools = [...(query.data?.favoriteSchools ?? [])].sort((a, b) => compareText(a.name, b.name));

  return (
    <SectionCard title="Favorite Schools" named aria-busy={query.loading && !query.data}>
      <QueryState
        what="favorite schools"
        query={query}
        empty={
          schools.length === 0 && (
            <Muted>No favorite schools yet. Save schools with the heart in the Dental School Explorer.</Muted>
          )
        }
      >
        <DataTable
          headers={['School', 'City', 'State', 'Type']}
          rows={schools}
          rowKey={(school) => school.id}
          cells={(school) => [school.name, school.city, school.state, school.isPublic ? 'Public' : 'Private']}
        />
      </QueryState>
    </SectionCard>
  );
}
