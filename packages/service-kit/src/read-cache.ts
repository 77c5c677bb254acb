import { intFromEnv } from './config';

/**
 * A read-through cache for a subgraph's own documents. Only the owning subgraph writes its
 * database and it invalidates as it writes, so reads stay exact for one instance. With several
 * instances of one subgraph, set READ_CACHE_MS=0 (or accept staleness up to that long).
 */
export function readCache<T>(max = 10_000, ttlMs = intFromEnv('READ_CACHE_MS', 60_000)) {
  const entries = new Map<string, { value: T; until: number }>();
  // Bumped by every invalidation, so a read that raced a write is not cached.
  let generation = 0;

  return {
    async load(key: string, loader: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.until >= Date.now()) return entry.value;
      const started = generation;
      const value = await loader();
      if (ttlMs > 0 && started === generation) {
        // Oldest first: a Map keeps insertion order.
        if (entries.size >= max) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, until: Date.now() + ttlMs });
      }
      return value;
    },
    invalidate(key: string): void {
      generation += 1;
      entries.delete(key);
    },
    invalidateWhere(test: (value: T) => boolean): void {
      generation += 1;
      for (const [key, entry] of entries) if (test(entry.value)) entries.delete(key);
    },
  };
}
