/**
 * Each Node service's garbage collection so far and its heap, from its /metrics (prom-client's
 * default metrics): whether a later mix of a soak pays more GC per request than the first.
 */
export interface GcReading {
  /** Seconds spent collecting, all kinds. */
  seconds: number;
  collections: number;
  /** Heap in use now (bytes). */
  heapUsed: number;
}

const sumOf = (text: string, metric: string) =>
  [...text.matchAll(new RegExp(`^${metric}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'gm'))].reduce(
    (sum, [, value]) => sum + Number(value),
    0,
  );

/** The reading of the service whose /graphql is at `graphqlUrl`, or undefined when it does not answer. */
export async function readGc(graphqlUrl: string): Promise<GcReading | undefined> {
  const text = await fetch(graphqlUrl.replace(/\/graphql$/, '/metrics')).then(
    (response) => (response.ok ? response.text() : undefined),
    () => undefined,
  );
  if (text === undefined) return undefined;
  return {
    seconds: sumOf(text, 'nodejs_gc_duration_seconds_sum'),
    collections: sumOf(text, 'nodejs_gc_duration_seconds_count'),
    heapUsed: sumOf(text, 'nodejs_heap_size_used_bytes'),
  };
}
