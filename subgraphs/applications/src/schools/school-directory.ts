import type { Viewer } from '@predental/contracts/viewer';
import { fail } from '@predental/service-kit/errors';
import { signViewer, VIEWER_HEADER } from '@predental/service-kit/viewer-token';

/** The federation query the gateway itself sends the schools subgraph for a DentalSchool reference. */
const SCHOOL_NAME = `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on DentalSchool { name } } }`;
const TIMEOUT_MS = 5000;

/**
 * Whether a school is in the directory, asked of the schools area that owns it, never of its
 * database: the federation entity lookup (`_entities`), signed for the schools subgraph as the
 * gateway signs it, on behalf of the student who adds the application. Its name is kept with
 * the application as a snapshot, so the list reads while schools is down.
 */
export function schoolDirectory(secret: string, url = process.env.SCHOOLS_URL ?? 'http://127.0.0.1:4004/graphql') {
  return {
    /** The school's name, or null when the directory has no such school. */
    async nameOf(schoolId: string, viewer: Viewer): Promise<string | null> {
      let body: { data?: { _entities?: ({ name?: string } | null)[] }; errors?: { extensions?: { code?: string } }[] };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [VIEWER_HEADER]: signViewer(viewer, secret, 'schools') },
          body: JSON.stringify({
            query: SCHOOL_NAME,
            variables: { representations: [{ __typename: 'DentalSchool', id: schoolId }] },
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        body = (await response.json()) as typeof body;
      } catch {
        body = {};
      }
      const name = body.data?._entities?.[0]?.name;
      if (name) return name;
      if (body.errors?.every((error) => error.extensions?.code === 'NOT_FOUND')) return null;
      fail('SERVICE_UNAVAILABLE', 'The schools service is unavailable. Please try again shortly.');
    },
  };
}
export type SchoolDirectory = ReturnType<typeof schoolDirectory>;
