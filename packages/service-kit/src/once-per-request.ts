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

/** An area's record counts for the admin dashboard, which asks for several in one request: admins only, read once. */
export function adminTotals<T>(records: { totals(): Promise<T> }): (context: SubgraphContext) => Promise<T> {
  return oncePerRequest((context) => {
    requireAdmin(context);
    return records.totals();
  });
}
