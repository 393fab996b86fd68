/**
 * Which message raised a safety alert, so a teacher sees the child's line beside it. The line itself
 * stays in `messages` (and is purged with its conversation); the alert only points at it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('safety_alerts').addColumn('message_id', 'text').execute();
  await db.schema
    .createIndex('safety_alerts_kind_idx')
    .on('safety_alerts')
    .columns(['resolved', 'alert_type', 'severity', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('safety_alerts_kind_idx').execute();
  await db.schema.alterTable('safety_alerts').dropColumn('message_id').execute();
}
