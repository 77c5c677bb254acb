import type { SubgraphContext } from './subgraph-server';

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
