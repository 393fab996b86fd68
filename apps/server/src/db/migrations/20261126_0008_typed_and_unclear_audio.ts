/**
 * How a child's line reached the companion, and whether a safety alert rests on unclear audio. A
 * typed line is marked in the teacher's transcript; an alert raised on a low-confidence hearing is
 * kept (a missed alert costs more than a false one) but marked so the teacher knows the words may
 * have been misheard. Rows from before this migration read as spoken and clear.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('input_mode', 'text', (c) => c.notNull().defaultTo('voice'))
    .execute();
  await db.schema
    .alterTable('safety_alerts')
    .addColumn('unclear_audio', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('safety_alerts').dropColumn('unclear_audio').execute();
  await db.schema.alterTable('messages').dropColumn('input_mode').execute();
}
