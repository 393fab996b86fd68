/**
 * pino to three places: stdout, a rotating file in DATA_DIR/logs, and the in-memory ring the logs
 * viewer reads.
 */
import path from 'node:path';
import pino, { type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import roll from 'pino-roll';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../common/data-dir';
import { GuardedLogFile, type LogFileStatus } from './log-file-stream';
import { LogRing } from './log-ring';

export interface Logging {
  logger: Logger;
  ring: LogRing;
  logFile: string | undefined;
  /** How the log file is doing (write errors counted); undefined when there is no log file. */
  logFileStatus: LogFileStatus | undefined;
}

export async function createLogging(opts: {
  level: string;
  dataDir?: string;
  stdout?: boolean;
  /** Readable console lines for a person at a terminal; the file and the viewer keep JSON either way. */
  pretty?: boolean;
}): Promise<Logging> {
  const ring = new LogRing();
  const streams: pino.StreamEntry[] = [{ level: 'debug', stream: ring }];
  if (opts.stdout !== false) {
    const console = opts.pretty ? pinoPretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }) : process.stdout;
    streams.push({ level: 'trace', stream: console });
  }
  let logFile: string | undefined;
  let guarded: GuardedLogFile | undefined;
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'logs');
    ensurePrivateDir(dir);
    logFile = path.join(dir, 'server');
    // pino-roll hands mode and maxLength to its SonicBoom file (its types name only its own options):
    // the file private to the server's user, and lines dropped past 4 MB while the disk refuses writes.
    const options = {
      file: logFile,
      size: '10m',
      frequency: 'daily' as const,
      limit: { count: 7 },
      mkdir: true,
      mode: PRIVATE_FILE_MODE,
      maxLength: 4 * 1024 * 1024,
    };
    const fileStream = await roll(options);
    guarded = new GuardedLogFile(fileStream);
    streams.push({ level: 'trace', stream: guarded });
  }
  const logger = pino(
    {
      level: opts.level === 'silent' ? 'silent' : opts.level,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', 'password'], censor: '[redacted]' },
    },
    pino.multistream(streams),
  );
  return { logger, ring, logFile, logFileStatus: guarded?.status };
}
