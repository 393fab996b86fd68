/** The database layer's public surface: open, migrate, repositories, retention. */
export {
  createDatabase,
  isPostgresUrl,
  redactUrl,
  sqliteFilePath,
  DEFAULT_SQLITE_FILENAME,
} from './database';
export type { CreateDatabaseOptions, Db, DialectName } from './database';
export { listMigrations, migrateDown, migrateToLatest, MigrationError } from './migrator';
export type { ChecksumMismatch, MigrateResult, MigrationInfo, MigratorOptions } from './migrator';
export { createRepositories } from './repositories';
export type { Repositories } from './repositories';
export { UnknownTableError, isProductTable } from './repositories/diagnostics';
export { eraseConversation, exportConversation, purgeOlderThan, CLEARABLE_TABLES } from './purge';
export type { ConversationExport, PurgeResult } from './purge';
export { PRODUCT_TABLES } from './schema';
export type * from './schema';
export { databaseHealth, databaseStatus } from './status';
export type { InitializationInfo } from './status';
