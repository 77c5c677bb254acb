import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStableCallback } from '@predental/area-runtime/use-stable-callback';

export const MAX_COMPARED = 4;

/** ?compare=a,b,c: each school once, at most 4 (a longer hand-made link keeps the first 4). */
function readCompared(value: string | null): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

/** With nothing left to compare, the comparison closes too. */
function writeCompared(params: URLSearchParams, ids: string[]) {
  if (ids.length > 0) params.set('compare', ids.join(','));
  else {
    params.delete('compare');
    params.delete('view');
  }
}

/**
 * What the explorer keeps in the address, so a reload or a shared link opens the same view:
 * the open school (?school=<id>), the schools to compare (?compare=<id>,<id>), whether the
 * comparison is shown (?view=compare) and whether schools without a current tuition are hidden
 * (?tuition=current). Handlers are stable, for the memoized cards.
 */
export function useExplorerUrl() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const compared = useMemo(() => readCompared(params.get('compare')), [params]);
  const openSchoolId = params.get('school');
  const comparing = params.get('view') === 'compare' && compared.length > 0;
  const currentTuitionOnly = params.get('tuition') === 'current';

  const update = useStableCallback(
    (change: (next: URLSearchParams) => void, history: 'push' | 'replace' = 'replace') => {
      const next = new URLSearchParams(params);
      change(next);
      // Commas stay readable in a shared link (the router's own setter would encode them).
      const search = next.toString().replace(/%2C/g, ',');
      navigate({ search: search ? `?${search}` : '' }, { replace: history === 'replace' });
    },
  );

  const toggleCompared = useStableCallback((id: string) => {
    if (compared.includes(id))
      update((next) =>
        writeCompared(
          next,
          compared.filter((other) => other !== id),
        ),
      );
    else if (compared.length < MAX_COMPARED) update((next) => writeCompared(next, [...compared, id]));
  });

  /** Quietly forgets schools that no longer exist (deleted since the link was made). */
  const dropMissing = useStableCallback((exists: (id: string) => boolean) => {
    const kept = compared.filter(exists);
    const openMissing = openSchoolId !== null && !exists(openSchoolId);
    if (kept.length === compared.length && !openMissing) return;
    update((next) => {
      if (openMissing) next.delete('school');
      writeCompared(next, kept);
    });
  });

  return {
    compared,
    comparing,
    openSchoolId,
    currentTuitionOnly,
    // Pushed, so Back undoes it too.
    setCurrentTuitionOnly: useCallback(
      (only: boolean) => update((next) => (only ? next.set('tuition', 'current') : next.delete('tuition')), 'push'),
      [update],
    ),
    toggleCompared,
    dropMissing,
    clearCompared: useCallback(() => update((next) => writeCompared(next, [])), [update]),
    openComparison: useCallback(() => update((next) => next.set('view', 'compare'), 'push'), [update]),
    closeComparison: useCallback(() => update((next) => next.delete('view')), [update]),
    openSchool: useCallback((id: string) => update((next) => next.set('school', id), 'push'), [update]),
    closeSchool: useCallback(() => update((next) => next.delete('school')), [update]),
  };
}
