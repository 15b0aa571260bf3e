/**
 * What Lighthouse's simulated LCP waits for (PAGES_LCP_GRAPH=1 npm run bench:pages -w bench).
 * Lighthouse does not time the page on a slow phone; it replays the run's requests and
 * main-thread tasks (Lantern) on its simulated link and CPU, counting every request that ended
 * before the largest paint except low-priority images, and takes the latest end. This lists
 * those requests and tasks with their simulated start and end, so the one the LCP ends on is
 * the last line (record 69 found the shop settings call, getShopSettings, there).
 */
import type { RunnerResult } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

interface GraphNode {
  type: 'network' | 'cpu';
  request?: { url: string; priority: string; resourceType?: string; transferSize: number };
  duration?: number;
}
type Timings = Map<GraphNode, { startTime: number; endTime: number }>;

const describe = (node: GraphNode): string =>
  node.request
    ? `${node.request.priority.padEnd(8)} ${node.request.resourceType ?? ''} ${new URL(node.request.url).pathname.slice(0, 70)} (${(node.request.transferSize / 1024).toFixed(1)} KB)`
    : `main thread, ${((node.duration ?? 0) / 1000).toFixed(1)} ms unthrottled`;

/** The pessimistic estimate's nodes (the larger graph), in the order they end. */
export async function lcpGraph(runner: RunnerResult): Promise<string[]> {
  const artifacts = runner.artifacts as unknown as Record<string, unknown>;
  const metric = (await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: runner.lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    } as never,
    { computedCache: new Map() } as never,
  )) as unknown as {
    optimisticEstimate: { timeInMs: number };
    pessimisticEstimate: { timeInMs: number; nodeTimings: Timings };
  };
  const { optimisticEstimate: optimistic, pessimisticEstimate: pessimistic } = metric;
  const rows = [...pessimistic.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  return [
    `simulated LCP: optimistic ${optimistic.timeInMs.toFixed(0)} ms, pessimistic ${pessimistic.timeInMs.toFixed(0)} ms (Lighthouse reports their mean)`,
    ...rows.map(
      ([node, t]) =>
        `  ${t.startTime.toFixed(0).padStart(6)} → ${t.endTime.toFixed(0).padStart(6)} ms  ${describe(node)}`,
    ),
  ];
}
