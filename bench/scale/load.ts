/**
 * Closed-loop load for the scale bench, in the manner of autocannon: `concurrency` workers each send
 * one request, wait for the answer, and send the next, to targets taken round-robin, until the time or
 * the request budget runs out. Loopback only.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { percentile } from '../support/stats';

export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  latenciesMs: number[];
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export async function closedLoop(opts: {
  baseUrls: readonly string[];
  concurrency: number;
  durationMs: number;
  maxRequests: number;
  request: (n: number) => LoadRequest;
}): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  let issued = 0;
  let failures = 0;
  const startedAt = performance.now();
  const deadline = startedAt + opts.durationMs;
  const worker = async () => {
    while (performance.now() < deadline && issued < opts.maxRequests) {
      const n = issued++;
      const base = opts.baseUrls[n % opts.baseUrls.length] ?? '';
      const req = opts.request(n);
      const sentAt = performance.now();
      try {
        const res = await fetch(`${base}${req.path}`, {
          method: req.method,
          ...(req.body === undefined ? {} : { body: JSON.stringify(req.body), headers: { 'content-type': 'application/json' } }),
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
      } catch {
        failures++;
      }
      latenciesMs.push(performance.now() - sentAt);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return { requests: latenciesMs.length, failures, seconds: (performance.now() - startedAt) / 1000, latenciesMs };
}

export function perSecond(result: LoadResult): number {
  return result.requests / result.seconds;
}

export function latencySummary(result: LoadResult): string {
  return `p50 ${percentile(result.latenciesMs, 50).toFixed(1)} / p95 ${percentile(result.latenciesMs, 95).toFixed(1)} ms`;
}

/** N UI-state sockets of one conversation, spread over the instances; counts what reaches them. */
export class SocketFleet {
  delivered = 0;

  private constructor(private readonly sockets: WebSocket[]) {
    for (const socket of sockets) {
      socket.on('message', (data: Buffer) => {
        if (data.toString().includes('"floating_panel_control"')) this.delivered++;
      });
    }
  }

  static async open(wsBaseUrls: readonly string[], conversationId: string, count: number): Promise<SocketFleet> {
    const sockets = await Promise.all(
      Array.from({ length: count }, (_, i) => {
        const socket = new WebSocket(`${wsBaseUrls[i % wsBaseUrls.length] ?? ''}/api/ui-state/ws/${conversationId}`);
        return new Promise<WebSocket>((resolve, reject) => {
          // A socket sends the saved state once its subscription is live: then it is counted as ready.
          socket.once('message', () => resolve(socket));
          socket.once('error', reject);
          setTimeout(() => reject(new Error('a UI-state socket did not get ready in 15 s')), 15_000).unref();
        });
      }),
    );
    return new SocketFleet(sockets);
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
  }
}
