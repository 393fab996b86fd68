/**
 * Assembles the running system from a parsed config: database (migrated, seeded), repositories, the
 * Fastify app, and the listening socket. main.ts calls it; integration tests call it with listen: false.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { createRepositories } from './db/repositories';
import { ensureBootstrapAdmin } from './auth/bootstrap-admin';
import { buildApp } from './http/app';
import { CLOSE_CODES } from './http/origin';
import type { AppContext } from './http/context';
import type { Logging } from './ops/logger';
import { readVersionInfo } from './ops/version';
import { ensurePrivateDir } from './common/data-dir';
import { seedStoryLibrary } from './stories/seed-on-start';
import { createEventBus } from './bus/create-bus';
import { CompanionRuntime } from './companion-runtime/companion-runtime';
import { VoiceService } from './voice/voice-service';
import { createServerMetrics } from './ops/metrics';
import { ensureSchoolCertificate, machineNames, readOwnCertificate, type SchoolCertificate } from './ops/tls/school-certificate';
import { listenHttps, type HttpsListener } from './http/https-listener';
import { createLocalSpeechStack, LazySpeechStack, type SpeechStackSource } from './voice/providers/local/speech-stack';
import { pronunciationServiceFor } from './pronunciation';
import { startRetentionJob } from './ops/retention-job';
import { UiStateService } from './ui-state/ui-state-service';

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  port: number;
  /** The HTTPS port when HTTPS is on and the server listens. */
  httpsPort: number | null;
  close(): Promise<void>;
}

export async function startServer(opts: {
  config: AppConfig;
  logging: Logging;
  repoRoot: string;
  listen?: boolean;
  pgSchema?: string;
  /** An offline speech stack to share (tests and benches load one per process); otherwise the server owns one. */
  speech?: SpeechStackSource;
}): Promise<RunningServer> {
  const { config, logging, repoRoot } = opts;
  ensurePrivateDir(config.dataDir);
  const db = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger: logging.logger,
    pgSchema: opts.pgSchema ?? config.databaseSchema,
  });
  await migrateToLatest(db, { logger: logging.logger });
  const repos = createRepositories(db);
  await seedStoryLibrary(repos, logging.logger);

  const bus = createEventBus(config.redisUrl, logging.logger);
  const uiState = new UiStateService(repos, bus);
  const companion = new CompanionRuntime({ config, repos, uiState, logger: logging.logger });
  const speech = opts.speech ?? new LazySpeechStack(() => createLocalSpeechStack({ logger: logging.logger, searchPath: config.searchPath, measureReaderLimit: config.maxReaders === undefined }));
  const pronunciation = pronunciationServiceFor({ config, logger: logging.logger, repos, bus });
  const startedAt = new Date();
  const certificate = await schoolCertificateFor(config);
  const voice = new VoiceService({ config, logger: logging.logger, repos, bus, companion, pronunciation, speech });
  const metrics = createServerMetrics({
    liveVoiceSessions: () => voice.liveCount,
    readerLimit: () => voice.readers.limit,
    speechQueue: () => speech.loaded?.backend.queued ?? null,
    databaseUp: () => db.ping(),
    busUp: () => bus.healthy(),
  });
  let stopWatchingDecoding: (() => void) | null = null;
  let closed = false;
  speech.whenLoaded((stack) => {
    if (!closed && stack.timings) stopWatchingDecoding = metrics.watchDecoding(stack.timings);
  });
  const ctx: AppContext = {
    config,
    logger: logging.logger,
    logRing: logging.ring,
    logFileStatus: logging.logFileStatus,
    db,
    repos,
    bus,
    uiState,
    companion,
    voice,
    version: readVersionInfo(repoRoot, config.production ? 'production' : 'development', startedAt),
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
    startedAt,
    metrics,
    network: { httpsPort: null, certificate },
  };
  // Instances started together race to create the administrator; the loser's unique-key error means
  // the account now exists, and a second pass finds it and checks its password like any later boot.
  await ensureBootstrapAdmin(ctx).catch(() => ensureBootstrapAdmin(ctx));
  const retention = startRetentionJob(db, config.retentionDays, logging.logger);
  ctx.voice.ender.start();
  const app = await buildApp(ctx);
  let port = config.port;
  let httpsListener: HttpsListener | null = null;
  if (opts.listen !== false) {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    if (address && typeof address === 'object') port = address.port;
    if (config.https && certificate) {
      httpsListener = await listenHttps(app, { port: config.https.port, host: config.host, certificate });
      ctx.network.httpsPort = httpsListener.port;
    }
  } else {
    await app.ready();
  }
  return {
    app,
    ctx,
    port,
    httpsPort: httpsListener?.port ?? null,
    async close() {
      await httpsListener?.close();
      closed = true;
      stopWatchingDecoding?.();
      retention.stop();
      await ctx.voice.close();
      // 1001 "going away" tells the child app to reconnect (to this server once it is back, or to another
      // instance); the socket library's own close on shutdown sends no code, which reads as "ended".
      for (const client of app.websocketServer.clients) client.close(CLOSE_CODES.shuttingDown, 'Server restarting');
      if (!opts.speech) await speech.close();
      await app.close();
      await bus.close();
      await db.close();
    },
  };
}

/** The school's own certificate, or the one this server makes in DATA_DIR/tls; null with HTTPS off. */
async function schoolCertificateFor(config: AppConfig): Promise<SchoolCertificate | null> {
  if (!config.https) return null;
  const { certFile, keyFile, extraNames } = config.https;
  if (certFile && keyFile) return readOwnCertificate(certFile, keyFile);
  return ensureSchoolCertificate(path.join(config.dataDir, 'tls'), machineNames(extraNames));
}
