/**
 * The daily purge of children's data older than RETENTION_DAYS (transcripts, scores, alerts and UI
 * state), run once at boot and then every 24 hours.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { purgeOlderThan } from '../db/purge';

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function startRetentionJob(db: Db, retentionDays: number, logger: Logger): { stop(): void } {
  const run = () => {
    purgeOlderThan(db, retentionDays)
      .then((result) => {
        if (result.conversations + result.safetyAlerts + result.uiStates > 0) {
          logger.info({ ...result, retentionDays }, 'purged children\'s data past the retention period');
        }
      })
      .catch((error: unknown) => logger.error({ err: error }, 'retention purge failed'));
  };
  run();
  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
