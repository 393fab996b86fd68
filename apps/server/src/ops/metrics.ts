/**
 * `GET /metrics` in Prometheus text format (prom-client): request latency, live voice sessions, the
 * recogniser's real-time factor and chunk lag, the speech workers' queue, and whether the database and
 * the bus answer. One registry per server, so several servers in one process (tests) never collide.
 */
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The speech stack's decode timings, as far as metrics need them (voice/providers/local/decode-timings.ts). */
export interface DecodeTimingSource {
  subscribe(observer: (timing: { audioMs: number; decodeMs: number; lagMs: number }) => void): () => void;
}

export interface MetricSources {
  liveVoiceSessions(): number;
  /** The most readers the offline recogniser takes before a new child is asked to wait. */
  readerLimit(): number;
  /** Requests waiting on the speech workers; null before the speech stack is loaded. */
  speechQueue(): number | null;
  databaseUp(): Promise<boolean>;
  busUp(): boolean;
}

export interface ServerMetrics {
  readonly registry: Registry;
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** Starts observing a loaded speech stack's decode timings; the returned function stops it. */
  watchDecoding(timings: DecodeTimingSource): () => void;
  render(): Promise<string>;
  readonly contentType: string;
}

export function createServerMetrics(sources: MetricSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lc_' });
  const requests = new Histogram({
    name: 'lc_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const realTimeFactor = new Histogram({
    name: 'lc_speech_decode_realtime_factor',
    help: 'Recogniser time over audio time per write (below 1 keeps up with the reader)',
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 4],
    registers: [registry],
  });
  const chunkLag = new Histogram({
    name: 'lc_speech_chunk_lag_seconds',
    help: "From a reader's audio arriving to the partial hypothesis that includes it",
    buckets: [0.05, 0.1, 0.2, 0.3, 0.4, 0.6, 1, 2, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'lc_voice_sessions_live',
    help: 'Voice sessions with an open socket on this instance',
    registers: [registry],
    collect() {
      this.set(sources.liveVoiceSessions());
    },
  });
  new Gauge({
    name: 'lc_voice_readers_limit',
    help: 'Readers this instance listens to before a new child is asked to wait (LC_MAX_READERS)',
    registers: [registry],
    collect() {
      this.set(sources.readerLimit());
    },
  });
  new Gauge({
    name: 'lc_speech_worker_queue',
    help: 'Requests sent to the speech workers and not yet answered',
    registers: [registry],
    collect() {
      this.set(sources.speechQueue() ?? 0);
    },
  });
  new Gauge({
    name: 'lc_database_up',
    help: '1 when the database answers',
    registers: [registry],
    async collect() {
      this.set((await sources.databaseUp().catch(() => false)) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'lc_bus_up',
    help: '1 when the event bus can deliver (always 1 in-process)',
    registers: [registry],
    collect() {
      this.set(sources.busUp() ? 1 : 0);
    },
  });
  return {
    registry,
    contentType: registry.contentType,
    observeRequest(method, route, statusCode, seconds) {
      requests.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    watchDecoding(timings) {
      return timings.subscribe(({ audioMs, decodeMs, lagMs }) => {
        if (audioMs > 0) realTimeFactor.observe(decodeMs / audioMs);
        chunkLag.observe(lagMs / 1000);
      });
    },
    render: () => registry.metrics(),
  };
}
