/**
 * Operations and diagnostics answers (teacher-side 2.5, 2.6, 3 and 7): version info, the voice
 * connection status, database status, health and table data, logs, and the developer tools.
 */
import { z } from 'zod';
import {
  DEFAULT_LOG_LINES,
  LOG_LEVELS,
  LOG_LINES_OPTIONS,
  LOGS_PANEL_ENTRY_LIMIT,
  TABLE_DATA_DEFAULT_OFFSET,
  TABLE_DATA_PAGE_SIZE,
} from '../constants/dashboard';
import { EntityIdSchema, TimestampSchema } from './common';
import { queryWholeNumber } from './validation';

/** GET /version/detailed */
export const VersionInfoSchema = z.object({
  version: z.string().min(1),
  build: z.object({
    number: z.string(),
    date: TimestampSchema.nullable(),
    /** Full hash when known; shown as its first 7 characters. */
    commit: z.string().nullable(),
    environment: z.string(),
  }),
  release: z.object({
    name: z.string(),
    notes: z.string(),
    features: z.array(z.string()),
    breaking_changes: z.array(z.string()),
    bug_fixes: z.array(z.string()),
  }),
  compatibility: z.object({
    api_version: z.string(),
    min_supported_version: z.string(),
    deprecated_features: z.array(z.string()),
  }),
  deployment: z.object({
    last_deployed: TimestampSchema.nullable(),
    deployment_target: z.string(),
    rollback_version: z.string().nullable(),
  }),
});
export type VersionInfo = z.infer<typeof VersionInfoSchema>;

export const ConnectionStateSchema = z.enum([
  'disconnected',
  'connecting',
  'connected',
  'reconnecting',
  'error',
]);
export type ConnectionState = z.infer<typeof ConnectionStateSchema>;

export const ConversationStateSchema = z.enum(['idle', 'listening', 'processing', 'speaking', 'error']);
export type ConversationState = z.infer<typeof ConversationStateSchema>;

/** GET /voicelive/status: the voice provider connection as the server sees it. */
export const ConnectionStatusSchema = z.object({
  is_connected: z.boolean(),
  state: ConnectionStateSchema,
  conversation_state: ConversationStateSchema,
  last_connected: TimestampSchema.nullable(),
  /** Children this instance's offline recogniser listens to now, and the most it takes before a new one is asked to wait. */
  readers: z
    .object({ live: z.number().int().min(0), limit: z.number().int().min(1), full: z.boolean() })
    .optional(),
});
export type ConnectionStatus = z.infer<typeof ConnectionStatusSchema>;

export const MigrationRecordSchema = z.object({
  filename: z.string(),
  applied_at: TimestampSchema.nullable(),
  status: z.enum(['applied', 'pending', 'failed']),
  execution_time_ms: z.number().min(0).nullable(),
  error_message: z.string().nullable(),
  checksum: z.string(),
});
export type MigrationRecord = z.infer<typeof MigrationRecordSchema>;

/** GET /database/status */
export const DatabaseStatusSchema = z.object({
  status: z.string(),
  database_type: z.enum(['sqlite', 'postgresql']),
  /** File path for SQLite; host/database (never the password) for PostgreSQL. */
  database_path: z.string(),
  initialization_info: z.object({
    initialized: z.boolean(),
    initialization_time: TimestampSchema.nullable(),
    error: z.string().nullable(),
  }),
  database_size_bytes: z.number().int().min(0),
  database_size_kb: z.number().min(0),
  database_size_mb: z.number().min(0),
  total_tables: z.number().int().min(0),
  total_indexes: z.number().int().min(0),
  total_migrations: z.number().int().min(0),
  tables: z.array(z.object({ name: z.string(), row_count: z.number().int().min(0) })),
  migrations: z.array(MigrationRecordSchema),
});
export type DatabaseStatus = z.infer<typeof DatabaseStatusSchema>;

export const HealthStatusSchema = z.enum(['healthy', 'degraded', 'unhealthy']);
export type HealthStatus = z.infer<typeof HealthStatusSchema>;

/** GET /database/health */
export const DatabaseHealthSchema = z.object({
  overall_status: HealthStatusSchema,
  checks: z.record(z.string(), z.object({ status: HealthStatusSchema, details: z.string() })),
});
export type DatabaseHealth = z.infer<typeof DatabaseHealthSchema>;

/** GET /database/tables/{name}/data?limit=100&offset=0 */
export const TableDataParamsSchema = z.object({
  name: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, 'table name must be letters, digits and underscores'),
});
export type TableDataParams = z.infer<typeof TableDataParamsSchema>;

export const TableDataQuerySchema = z.object({
  limit: queryWholeNumber('limit', 1, 1000).default(TABLE_DATA_PAGE_SIZE),
  offset: queryWholeNumber('offset', 0, Number.POSITIVE_INFINITY).default(TABLE_DATA_DEFAULT_OFFSET),
});
export type TableDataQuery = z.infer<typeof TableDataQuerySchema>;

export const TableDataSchema = z.object({
  columns: z.array(z.string()),
  data: z.array(z.record(z.string(), z.unknown())),
  returned_rows: z.number().int().min(0),
  total_rows: z.number().int().min(0),
});
export type TableData = z.infer<typeof TableDataSchema>;

export const LogLevelSchema = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof LogLevelSchema>;

const linesMessage = `lines must be one of: ${LOG_LINES_OPTIONS.join(', ')}`;

/** GET /database/logs?lines=&search=&level= */
export const BackendLogsQuerySchema = z.object({
  lines: z.coerce
    .number({ error: linesMessage })
    .refine((value) => (LOG_LINES_OPTIONS as readonly number[]).includes(value), { error: linesMessage })
    .default(DEFAULT_LOG_LINES),
  search: z
    .string()
    .max(200, 'search must be at most 200 characters')
    .transform((value) => value.trim() || undefined)
    .optional(),
  level: z
    .union([LogLevelSchema, z.literal('')])
    .transform((value) => value || undefined)
    .optional(),
});
export type BackendLogsQuery = z.infer<typeof BackendLogsQuerySchema>;

export const BackendLogsResponseSchema = z.object({
  logs: z.array(
    z.object({ text: z.string(), level: LogLevelSchema.optional(), timestamp: TimestampSchema.optional() }),
  ),
  total_lines: z.number().int().min(0),
  filtered_lines: z.number().int().min(0),
  /** Shown as is when reading the logs partly failed. */
  error: z.string().nullable(),
});
export type BackendLogsResponse = z.infer<typeof BackendLogsResponseSchema>;

/** GET /v1/logs?limit=20 */
export const AppLogsQuerySchema = z.object({
  limit: queryWholeNumber('limit', 1, 1000).default(LOGS_PANEL_ENTRY_LIMIT),
});
export type AppLogsQuery = z.infer<typeof AppLogsQuerySchema>;

export const AppLogEntrySchema = z.object({
  id: EntityIdSchema,
  timestamp: TimestampSchema,
  level: LogLevelSchema,
  message: z.string(),
});
export type AppLogEntry = z.infer<typeof AppLogEntrySchema>;

export const AppLogsResponseSchema = z.object({ logs: z.array(AppLogEntrySchema) });
export type AppLogsResponse = z.infer<typeof AppLogsResponseSchema>;

/** POST /v1/dashboard/seed-mock-data */
export const SeedResultSchema = z.object({
  success: z.boolean(),
  data_seeded: z.object({ stories: z.number().int().min(0), sessions: z.number().int().min(0) }),
});
export type SeedResult = z.infer<typeof SeedResultSchema>;

/** DELETE /v1/dashboard/clear-data */
export const ClearResultSchema = z.object({ success: z.boolean(), cleared_tables: z.array(z.string()) });
export type ClearResult = z.infer<typeof ClearResultSchema>;

/** GET /health and GET /api/health (503 with the same body when the database is unreachable). */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unhealthy']),
  version: z.string(),
  uptime_seconds: z.number(),
  database: z.object({ status: z.enum(['ok', 'unreachable']), type: z.enum(['sqlite', 'postgres']) }),
  voice_provider: z.object({ name: z.string(), status: z.string() }),
  /** The log file in DATA_DIR/logs: 'failing' while its disk refuses writes (lines go to stdout only). */
  log_file: z.object({ status: z.enum(['ok', 'failing']), write_errors: z.number().int() }).optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * GET /network/secure-address: where the app is served over HTTPS, so a page opened over plain HTTP
 * from another device (no microphone there) can send the child to the secure address.
 */
export const SecureAddressResponseSchema = z.object({
  /** The HTTPS port, or null when HTTPS is off (HTTPS_PORT=0). */
  https_port: z.number().int().nullable(),
  /** Path of the page that explains how to trust this server's certificate. */
  trust_path: z.string().nullable(),
});
export type SecureAddressResponse = z.infer<typeof SecureAddressResponseSchema>;

/** GET /client/settings: the server's settings the child app follows (LC_DEBUG_TOOLS). */
export const ClientSettingsResponseSchema = z.object({
  /** Whether the child screen offers the API test (debug) panel. */
  debug_tools: z.boolean(),
});
export type ClientSettingsResponse = z.infer<typeof ClientSettingsResponseSchema>;
