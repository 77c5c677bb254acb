import { ApolloError } from '@apollo/client';
import type { AreaProps } from '@predental/contracts/area';
import type { DentalSchool } from '@predental/contracts/dental-school';
import { DEFAULT_FILTERS, filterSchools, statesOf, tuitionSliderMax, type SchoolFilters } from '@predental/contracts/school-filters';
import { Button } from '@predental/design/Button';
import { Card, CardContent } from '@predental/design/Card';
import { Input, Label } from '@predental/design/Input';
import { EmptyState, EmptyTitle, Muted, PageHeader, Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { Switch } from '@predental/design/Switch';
import { Tooltip } from '@predental/design/Tooltip';
import { useState } from 'react';
import styled from 'styled-components';
import { useDentalSchools, useFavoriteSchools, useFavoriteToggle } from './api/dental-schools';
import { ExplorerFilters } from './components/ExplorerFilters';
import { PaywallDialog } from './components/PaywallDialog';
import { SchoolCard } from './components/SchoolCard';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const SearchBox = styled.div`
  position: relative;
  flex: 1 1 240px;
  & > input { padding-right: 40px; }
  & > button { position: absolute; top: 50%; right: 4px; transform: translateY(-50%); }
`;

const Toggle = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const SchoolGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
`;

/** The paywall was switched on after the page loaded: the server refused the save. */
const isForbidden = (error: unknown) =>
  error instanceof ApolloError && error.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'FORBIDDEN');

/** /dental-schools (SPEC §2, §4): search, filters, favorites and one card per school. */
export default function ExplorerPage({ notify }: AreaProps) {
  const schools = useDentalSchools();
  const [filters, setFilters] = useState<SchoolFilters>(DEFAULT_FILTERS);
  const [filtersShown, setFiltersShown] = useState(false);
  const favorites = useFavoriteSchools(filters.favoritesOnly);
  const toggleFavorite = useFavoriteToggle();
  const [paywallShown, setPaywallShown] = useState(false);

  const change = (changes: Partial<SchoolFilters>) => setFilters((current) => ({ ...current, ...changes }));
  const reset = () => setFilters(DEFAULT_FILTERS);

  const onToggleFavorite = async (school: DentalSchool) => {
    const adding = !school.isFavorite;
    // The server holds the same rule; asking first spares a failed optimistic flip.
    if (adding && schools.data?.canFavoriteSchools === false) {
      setPaywallShown(true);
      return;
    }
    try {
      await toggleFavorite(school);
      notify(adding ? { title: 'School added to favorites', description: 'You can view your favorites at any time.' } : { title: 'School removed from favorites' });
    } catch (error) {
      if (isForbidden(error)) {
        setPaywallShown(true);
        return;
      }
      notify(
        adding
          ? { title: 'Error adding favorite', description: 'An error occurred while adding the school to favorites.', variant: 'destructive' }
          : { title: 'Error removing favorite', description: 'An error occurred while removing the school from favorites.', variant: 'destructive' },
      );
    }
  };

  const all = schools.data?.dentalSchools ?? [];
  const source = filters.favoritesOnly ? favorites : schools;
  const list = filters.favoritesOnly ? (favorites.data?.favoriteSchools ?? []) : all;
  const shown = filterSchools(list, filters);

  let results;
  if (source.loading && list.length === 0) {
    results = <PageSpinner label="Loading dental schools" />;
  } else if (source.error) {
    results = (
      <EmptyState role="alert">
        <EmptyTitle>Error Loading Schools</EmptyTitle>
        <Muted>We're having trouble loading the dental school information.</Muted>
        <Button variant="outline" onClick={() => void source.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  } else if (shown.length === 0) {
    results = (
      <EmptyState>
        <EmptyTitle>No Schools Found</EmptyTitle>
        <Muted>{all.length === 0 ? 'No dental schools have been added yet.' : 'Try adjusting your search or filters.'}</Muted>
        <Button variant="outline" onClick={reset}>
          Reset All Filters
        </Button>
      </EmptyState>
    );
  } else {
    results = (
      <SchoolGrid>
        {shown.map((school) => (
          <SchoolCard key={school.id} school={school} onToggleFavorite={() => void onToggleFavorite(school)} />
        ))}
      </SchoolGrid>
    );
  }

  return (
    <>
      <PageHeader title="Dental School Explorer" subtitle="Compare dental schools by location, cost, admissions statistics and programs." />
      <Sections>
        <Card>
          <CardContent>
            <Sections>
              <Muted>Note: DAT averages are shown on the new 600-point scale.</Muted>
              <Toolbar>
                <SearchBox>
                  <Input type="search" aria-label="Search by name or city" placeholder="Search by name or city..." value={filters.search} onChange={(e) => change({ search: e.target.value })} />
                  {filters.search && (
                    <Tooltip label="Clear search">
                      <Button variant="ghost" size="icon" onClick={() => change({ search: '' })}>
                        <span aria-hidden="true">×</span>
                      </Button>
                    </Tooltip>
                  )}
                </SearchBox>
                <Button variant="outline" aria-expanded={filtersShown} aria-controls="school-filters" onClick={() => setFiltersShown(!filtersShown)}>
                  {filtersShown ? 'Hide Filters' : 'Show Filters'}
                </Button>
                <Toggle>
                  <Switch id="show-favorites" checked={filters.favoritesOnly} onCheckedChange={(favoritesOnly) => change({ favoritesOnly })} />
                  <Label htmlFor="show-favorites">Show Favorites</Label>
                </Toggle>
              </Toolbar>
              {filtersShown && <ExplorerFilters filters={filters} states={statesOf(all)} tuitionMax={tuitionSliderMax(all)} onChange={change} onReset={reset} />}
            </Sections>
          </CardContent>
        </Card>
        <Muted aria-live="polite">
          Showing {shown.length} of {all.length} schools
        </Muted>
        {results}
      </Sections>
      <PaywallDialog open={paywallShown} onOpenChange={setPaywallShown} />
    </>
  );
}
