import { ApolloError } from '@apollo/client';
import type { AreaProps } from '@predental/area-runtime/area';
import {
  DEFAULT_FILTERS,
  filterSchools,
  statesOf,
  tuitionOnFile,
  tuitionSliderMax,
  type SchoolFilters,
} from './school-filters';
import { Button } from '@predental/design/Button';
import { Input, Label } from '@predental/design/Input';
import { EmptyState, EmptyTitle, Inline, Muted, Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { Switch } from './components/Switch';
import { Tooltip } from '@predental/design/Tooltip';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  useDentalSchools,
  useFavoriteSchools,
  useFavoriteToggle,
  type ExplorerSchool,
  type FavoriteSchool,
} from './api/dental-schools';
import { CompareBar } from './components/CompareBar';
import { ExplorerHeader, NoteCard } from './components/ExplorerIntro';
import { favoritesIn } from './my-school-list';
import { SchoolList } from './components/SchoolList';
import { TuitionNote } from './components/TuitionNote';
import { MAX_COMPARED, useExplorerUrl } from './use-explorer-url';
import { useStableCallback } from '@predental/area-runtime/use-stable-callback';

// What the student opens (the dialogs with Radix Dialog, its focus trap and scroll lock; the
// comparison; the favorites table; the filter panel with Radix's sliders) loads then, not with the list.
const ExplorerFilters = lazy(() =>
  import('./components/ExplorerFilters').then(({ ExplorerFilters }) => ({ default: ExplorerFilters })),
);
const ComparisonTable = lazy(() =>
  import('./components/ComparisonTable').then(({ ComparisonTable }) => ({ default: ComparisonTable })),
);
const MySchoolList = lazy(() =>
  import('./components/MySchoolList').then(({ MySchoolList }) => ({ default: MySchoolList })),
);
const SchoolDetailsDialog = lazy(() =>
  import('./components/SchoolDetailsDialog').then(({ SchoolDetailsDialog }) => ({ default: SchoolDetailsDialog })),
);
const PaywallDialog = lazy(() =>
  import('./components/PaywallDialog').then(({ PaywallDialog }) => ({ default: PaywallDialog })),
);

const SearchBox = styled.div`
  position: relative;
  flex: 1 1 240px;
  & > input {
    padding-right: 40px;
  }
  & > button {
    position: absolute;
    top: 50%;
    right: 4px;
    transform: translateY(-50%);
  }
`;

const Toggle = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const CountLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
`;

// One array for "nothing yet", so the memoized lists below do not recompute on every render.
const NO_SCHOOLS: ExplorerSchool[] = [];
const NO_FAVORITES: FavoriteSchool[] = [];

/** The paywall was switched on after the page loaded: the server refused the save. */
const isForbidden = (error: unknown) =>
  error instanceof ApolloError &&
  error.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'FORBIDDEN');

/** /dental-schools (SPEC §2, §4): search, filters, favorites, one card per school, details and a side-by-side comparison. */
export default function ExplorerPage({ notify }: AreaProps) {
  const schools = useDentalSchools();
  const [filters, setFilters] = useState<SchoolFilters>(DEFAULT_FILTERS);
  const [filtersShown, setFiltersShown] = useState(false);
  const favorites = useFavoriteSchools(filters.favoritesOnly);
  const toggleFavorite = useFavoriteToggle();
  const [paywallShown, setPaywallShown] = useState(false);
  const url = useExplorerUrl();
  const compareLimitId = useId();

  // Read once per visit: a figure turns old at a cycle's start, not while the page is open.
  const [today] = useState(() => new Date());

  const change = (changes: Partial<SchoolFilters>) => setFilters((current) => ({ ...current, ...changes }));
  const reset = () => {
    setFilters(DEFAULT_FILTERS);
    if (url.currentTuitionOnly) url.setCurrentTuitionOnly(false);
  };

  const onToggleFavorite = useStableCallback(async (school: ExplorerSchool) => {
    const adding = !school.isFavorite;
    // The server holds the same rule; asking first spares a failed optimistic flip.
    if (adding && schools.data?.canFavoriteSchools === false) {
      setPaywallShown(true);
      return;
    }
    try {
      await toggleFavorite(school);
      notify(
        adding
          ? { title: 'School added to favorites', description: 'You can view your favorites at any time.' }
          : { title: 'School removed from favorites' },
      );
    } catch (error) {
      if (isForbidden(error)) {
        setPaywallShown(true);
        return;
      }
      notify(
        adding
          ? {
              title: 'Error adding favorite',
              description: 'An error occurred while adding the school to favorites.',
              variant: 'destructive',
            }
          : {
              title: 'Error removing favorite',
              description: 'An error occurred while removing the school from favorites.',
              variant: 'destructive',
            },
      );
    }
  });

  const all = schools.data?.dentalSchools ?? NO_SCHOOLS;
  const byId = useMemo(() => new Map(all.map((school) => [school.id, school])), [all]);
  const favoriteFits = favorites.data?.favoriteSchools;
  const favoriteList = useMemo(
    () => (favoriteFits ? favoritesIn(byId, favoriteFits) : NO_FAVORITES),
    [byId, favoriteFits],
  );
  // Favorites are drawn from the directory, so the favorites view waits for (and retries) both.
  const sources = filters.favoritesOnly ? [schools, favorites] : [schools];
  const failed = sources.filter((source) => source.error && !source.data);
  const list = filters.favoritesOnly ? favoriteList : all;
  const matching = useMemo(() => filterSchools(list, filters), [list, filters]);
  // SPEC's max tuition counts no tuition as 0: say how many of these it cannot really judge, and offer to hide them.
  const withoutCurrentTuition = useMemo(
    () => matching.filter((school) => tuitionOnFile(school, today) !== 'current'),
    [matching, today],
  );
  const shown = useMemo(() => {
    if (!url.currentTuitionOnly) return matching;
    const hidden = new Set(withoutCurrentTuition);
    return matching.filter((school) => !hidden.has(school));
  }, [matching, withoutCurrentTuition, url.currentTuitionOnly]);
  const states = useMemo(() => statesOf(all), [all]);
  const tuitionMax = useMemo(() => tuitionSliderMax(all), [all]);

  // Only the server's answer tells a deleted school from one the cache has not seen yet.
  const settled = schools.data !== undefined && !schools.loading;
  const { dropMissing } = url;
  useEffect(() => {
    if (settled) dropMissing((id) => byId.has(id));
  }, [settled, byId, url.compared, url.openSchoolId, dropMissing]);

  const comparedSchools = url.compared.flatMap((id) => byId.get(id) ?? []);
  const openSchool = url.openSchoolId ? byId.get(url.openSchoolId) : undefined;

  let results;
  if (sources.some((source) => source.loading) && list.length === 0) {
    results = <PageSpinner label="Loading dental schools" />;
  } else if (failed.length > 0) {
    results = (
      <EmptyState role="alert">
        <EmptyTitle>Error Loading Schools</EmptyTitle>
        <Muted>We're having trouble loading the dental school information.</Muted>
        <Button variant="outline" onClick={() => failed.forEach((source) => void source.refetch())}>
          Try Again
        </Button>
      </EmptyState>
    );
  } else if (shown.length === 0) {
    results = (
      <EmptyState>
        <EmptyTitle>No Schools Found</EmptyTitle>
        <Muted>
          {all.length === 0 ? 'No dental schools have been added yet.' : 'Try adjusting your search or filters.'}
        </Muted>
        <Button variant="outline" onClick={reset}>
          Reset All Filters
        </Button>
      </EmptyState>
    );
  } else {
    results = (
      <SchoolList
        schools={shown}
        compared={url.compared}
        compareFull={url.compared.length >= MAX_COMPARED}
        compareLimitId={compareLimitId}
        onToggleFavorite={onToggleFavorite}
        onToggleCompare={url.toggleCompared}
        onOpenDetails={url.openSchool}
      />
    );
  }

  return (
    <>
      <ExplorerHeader />
      <Sections>
        <NoteCard>
          <Inline $gap={12}>
            <SearchBox>
              <Input
                type="search"
                aria-label="Search by name or city"
                placeholder="Search by name or city..."
                value={filters.search}
                onChange={(e) => change({ search: e.target.value })}
              />
              {filters.search && (
                <Tooltip label="Clear search">
                  <Button variant="ghost" size="icon" onClick={() => change({ search: '' })}>
                    <span aria-hidden="true">×</span>
                  </Button>
                </Tooltip>
              )}
            </SearchBox>
            <Button
              variant="outline"
              aria-expanded={filtersShown}
              aria-controls="school-filters"
              onClick={() => setFiltersShown(!filtersShown)}
            >
              {filtersShown ? 'Hide Filters' : 'Show Filters'}
            </Button>
            <Toggle>
              <Switch
                id="show-favorites"
                checked={filters.favoritesOnly}
                onCheckedChange={(favoritesOnly) => change({ favoritesOnly })}
              />
              <Label htmlFor="show-favorites">Show Favorites</Label>
            </Toggle>
          </Inline>
          {filtersShown && (
            <Suspense fallback={<PageSpinner label="Loading the filters" />}>
              <ExplorerFilters
                filters={filters}
                states={states}
                tuitionMax={tuitionMax}
                onChange={change}
                onReset={reset}
              />
            </Suspense>
          )}
        </NoteCard>
        {/* One boundary each: code still arriving for one never hides another already shown. */}
        {filters.favoritesOnly && favoriteList.length > 0 && (
          <Suspense fallback={<PageSpinner label="Loading My School List" />}>
            <MySchoolList schools={favoriteList} onOpenDetails={url.openSchool} notify={notify} />
          </Suspense>
        )}
        {url.comparing && comparedSchools.length > 0 && (
          <Suspense fallback={<PageSpinner label="Loading the comparison" />}>
            <ComparisonTable schools={comparedSchools} onClose={url.closeComparison} />
          </Suspense>
        )}
        <CountLine aria-live="polite">
          {/* Only a list that has arrived is counted: "0 of 0" while it loads, or failed, would be wrong. */}
          <Muted>{schools.data && `Showing ${shown.length} of ${all.length} schools`}</Muted>
          <TuitionNote
            count={withoutCurrentTuition.length}
            hidden={url.currentTuitionOnly}
            onHiddenChange={url.setCurrentTuitionOnly}
          />
        </CountLine>
        {schools.data?.withoutMyNumbers && (
          <Muted>Your GPA and DAT numbers could not be loaded right now, so the schools are shown without them.</Muted>
        )}
        {results}
        {url.compared.length > 0 && (
          <CompareBar
            count={url.compared.length}
            limitId={compareLimitId}
            onCompare={url.openComparison}
            onClear={url.clearCompared}
          />
        )}
      </Sections>
      {openSchool && (
        <Suspense fallback={null}>
          <SchoolDetailsDialog school={openSchool} onClose={url.closeSchool} notify={notify} />
        </Suspense>
      )}
      {paywallShown && (
        <Suspense fallback={null}>
          <PaywallDialog open onOpenChange={setPaywallShown} />
        </Suspense>
      )}
    </>
  );
}
