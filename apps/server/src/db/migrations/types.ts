/** The contract every timestamped migration file in this folder fulfils. */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

export interface MigrationContext {
  dialect: DialectName;
}

export interface MigrationModule {
  up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>;
  down(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>;
}
