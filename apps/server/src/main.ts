/** Boot only: config → logging → database → services → http → listen; graceful shutdown. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { assertWritableDataDir, DataDirError } from './common/data-dir';
import { createLogging } from './ops/logger';
import { startServer } from './server';
import { machineNames } from './ops/tls/school-certificate';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  try {
    assertWritableDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(73);
    }
    throw error;
  }
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
  const logging = await createLogging({ level: config.logLevel, dataDir: config.dataDir, pretty });
  const server = await startServer({ config, logging, repoRoot });
  logging.logger.info(`Learning Companion is listening on http://localhost:${server.port}`);
  if (server.httpsPort) {
    // Tablets need the secure address for the microphone; the trust page is what to open on each first.
    const { dns, ips } = machineNames(config.https?.extraNames);
    const hosts = [...dns.filter((n) => n !== 'localhost'), ...ips.filter((ip) => !ip.includes(':') && ip !== '127.0.0.1')];
    const port = server.httpsPort === 443 ? '' : `:${server.httpsPort}`;
    for (const host of hosts) logging.logger.info(`On the school network open https://${host}${port}/ (first time on a device: https://${host}${port}/trust)`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logging.logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logging.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Learning Companion failed to start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
