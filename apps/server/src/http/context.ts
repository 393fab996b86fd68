/** Everything a route module may use, built once at boot by main.ts (or by tests). */
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { Repositories } from '../db/repositories';
import type { LogFileStatus } from '../ops/log-file-stream';
import type { LogRing } from '../ops/log-ring';
import type { VersionInfo } from '../ops/version';
import type { EventBus } from '../bus/types';
import type { UiStateService } from '../ui-state/ui-state-service';
import type { VoiceService } from '../voice/voice-service';
import type { CompanionRuntime } from '../companion-runtime/companion-runtime';

import type { ServerMetrics } from '../ops/metrics';
import type { SchoolCertificate } from '../ops/tls/school-certificate';

export interface AppContext {
  config: AppConfig;
  logger: Logger;
  logRing: LogRing;
  /** The log file's write errors (a full disk); undefined without a log file. */
  logFileStatus?: LogFileStatus | undefined;
  db: Db;
  repos: Repositories;
  bus: EventBus;
  uiState: UiStateService;
  companion: CompanionRuntime;
  voice: VoiceService;
  version: VersionInfo;
  webDistDir: string;
  startedAt: Date;
  metrics: ServerMetrics;
  /** HTTPS on the school network: its port once listening, and the certificate devices trust. */
  network: { httpsPort: number | null; certificate: SchoolCertificate | null };
}
