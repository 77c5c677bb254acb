import { SUBGRAPH_AREAS } from '@predental/contracts/areas';
import { SERVICE_HEADER, signServiceCall } from '@predental/service-kit/service-call';

/** Every area but identity keeps records of a student under their id. */
export const AREAS_TO_ERASE = SUBGRAPH_AREAS.map(({ name }) => name).filter((name) => name !== 'identity');

const ERASE = `mutation ($userId: ID!) { eraseStudentData(userId: $userId) }`;

/** Where an area's subgraph answers: its `<AREA>_URL`, as the gateway finds it. */
function urlOf(area: string): string {
  const port = SUBGRAPH_AREAS.find(({ name }) => name === area)?.port;
  return process.env[`${area.toUpperCase()}_URL`] ?? `http://127.0.0.1:${port}/graphql`;
}

/**
 * Asks an area to erase a student's records, straight at its subgraph (the gateway does not
 * offer `eraseStudentData`: it is @inaccessible), as identity itself: a signed service call.
 * True only when the area confirmed; down, slow or refusing is false, and identity asks again.
 */
export function areaEraser(secret: string, timeoutMs: number) {
  return async (area: string, userId: string): Promise<boolean> => {
    try {
      const response = await fetch(urlOf(area), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SERVICE_HEADER]: signServiceCall('identity', secret, area) },
        body: JSON.stringify({ query: ERASE, variables: { userId } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await response.json()) as { data?: { eraseStudentData?: boolean } | null };
      return body.data?.eraseStudentData === true;
    } catch {
      return false;
    }
  };
}
export type AreaEraser = ReturnType<typeof areaEraser>;
