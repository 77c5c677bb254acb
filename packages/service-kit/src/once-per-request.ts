import { requireAdmin, type SubgraphContext } from './subgraph-server';

/** A value computed once per request however many fields ask for it (the gateway asks per field, per entity). */
export function oncePerRequest<T>(
  compute: (context: SubgraphContext) => Promise<T>,
): (context: SubgraphContext) => Promise<T> {
  const byRequest = new WeakMap<SubgraphContext, Promise<T>>();
  return (context) => {
    let value = byRequest.get(context);
    if (!value) {
      value = compute(context);
      byRequest.set(context, value);
    }
    return value;
  };
}

/**
 * The admin dashboard's count resolvers of an area's records: admins only, the totals read once
 * per request however many counts it asks for; a count never recorded is 0.
 */
export function adminCounts<Name extends string>(records: { totals(): Promise<Partial<Record<Name, number>>> }) {
  const totals = oncePerRequest((context) => {
    requireAdmin(context);
    return records.totals();
  });
  return (name: Name) =>
    async (_: unknown, __: unknown, context: SubgraphContext): Promise<number> =>
      (await totals(context))[name] ?? 0;
}
