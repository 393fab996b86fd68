/**
 * pino to three places: stdout, a rotating file in DATA_DIR/logs, and the in-memory ring the logs
 * viewer reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import roll from 'pino-roll';
import { LogRing } from './log-ring';

export interface Logging {
  logger: Logger;
  ring: LogRing;
  logFile: string | undefined;
}

export async function createLogging(opts: {
  level: string;
  dataDir?: string;
  stdout?: boolean;
}): Promise<Logging> {
  const ring = new LogRing();
  const streams: pino.StreamEntry[] = [{ level: 'debug', stream: ring }];
  if (opts.stdout !== false) streams.push({ level: 'trace', stream: process.stdout });
  let logFile: string | undefined;
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'logs');
    fs.mkdirSync(dir, { recursive: true });
    logFile = path.join(dir, 'server');
    const fileStream = await roll({ file: logFile, size: '10m', frequency: 'daily', limit: { count: 7 }, mkdir: true });
    streams.push({ level: 'trace', stream: fileStream });
  }
  const logger = pino(
    {
      level: opts.level === 'silent' ? 'silent' : opts.level,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', 'password'], censor: '[redacted]' },
    },
    pino.multistream(streams),
  );
  return { logger, ring, logFile };
}
