import { useEffect, useState } from 'react';
import type { DentalSchoolFieldsFragment } from '../../gql/graphql';

/** A school as the directory lists it to everyone: the student's own part (isFavorite, my numbers) comes apart. */
export type DirectorySchool = Omit<DentalSchoolFieldsFragment, 'isFavorite'>;

/** The bridge's answer is the same for every student, its ETag the directory's version (issue 39). */
const DIRECTORY = '/api/dental-schools/directory';
const FAILED = 'The dental schools could not be loaded. Please try again shortly.';

/** The browser's HTTP cache keeps the answer and revalidates it: a later visit gets a 304 unless the directory changed. */
async function fetchDirectory(): Promise<DirectorySchool[]> {
  const response = await fetch(DIRECTORY, { credentials: 'same-origin' });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error((body as { message?: string } | undefined)?.message ?? FAILED);
  return body as DirectorySchool[];
}

interface DirectoryState {
  data?: DirectorySchool[];
  error?: Error;
  loading: boolean;
}

/** Every dental school, asked on each visit (the cache answers a 304 at once); refetch asks again after a failure. */
export function usePublicDirectory() {
  const [state, setState] = useState<DirectoryState>({ loading: true });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState((held) => ({ data: held.data, loading: true }));
    fetchDirectory().then(
      (data) => current && setState({ data, loading: false }),
      (error: Error) => current && setState((held) => ({ data: held.data, error, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return { ...state, refetch: () => setAttempt((count) => count + 1) };
}
