/**
 * What Lighthouse's simulated LCP waited for: Lantern builds it from the requests and CPU tasks
 * before the observed LCP and simulates them on slow 4G at 4x CPU; the last one to end is the LCP.
 * Read from Lantern's record of its last simulations (the page Lighthouse just measured), so
 * `--save` can keep, next to each report, which scripts, answers and tasks the LCP waited for.
 */

interface LanternNode {
  type: 'network' | 'cpu';
  request?: { url: string; priority: string; transferSize: number };
  duration?: number;
  getEvaluateScriptURLs?: () => Set<string>;
}

interface Timing {
  startTime: number;
  endTime: number;
}

interface Simulator {
  allNodeTimings: Map<string, Map<LanternNode, Timing>>;
}

export interface LcpStep {
  start: number;
  end: number;
  what: string;
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

function describe(node: LanternNode): string {
  if (node.request) {
    const { url, priority, transferSize } = node.request;
    return `${shortUrl(url)} (${priority}, ${(transferSize / 1024).toFixed(1)} KB)`;
  }
  const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].map(shortUrl);
  return `cpu ${scripts.join(' ') || 'task'}`;
}

/** The optimistic and pessimistic LCP simulations' steps (Lighthouse's LCP is their mean), by start. */
export async function lcpGraph(): Promise<Record<string, LcpStep[]>> {
  const lantern = (await import('lighthouse/core/lib/lantern/lantern.js')) as unknown as {
    Simulation: { Simulator: Simulator };
  };
  const graphs: Record<string, LcpStep[]> = {};
  for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
    const timings = lantern.Simulation.Simulator.allNodeTimings.get(label);
    if (!timings) continue;
    graphs[label] = [...timings]
      .map(([node, { startTime, endTime }]) => ({
        start: Math.round(startTime),
        end: Math.round(endTime),
        what: describe(node),
      }))
      .sort((a, b) => a.start - b.start);
  }
  return graphs;
}
