/**
 * The reading record of each story a conversation read: what the teacher's figures come from. It
 * outlives the live tracker state (reading_sessions), which "Choose Different Story" and a reset clear.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reading_records')
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('story_id', 'text', (c) => c.notNull())
    .addColumn('story_title', 'text', (c) => c.notNull())
    .addColumn('total_words', 'integer', (c) => c.notNull())
    .addColumn('words_read', 'integer', (c) => c.notNull())
    .addColumn('correct_words', 'integer', (c) => c.notNull())
    .addColumn('completion_percentage', 'double precision', (c) => c.notNull())
    .addColumn('wcpm', 'double precision')
    .addColumn('accuracy_rate', 'double precision')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reading_records_pk', ['conversation_id', 'story_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reading_records').execute();
}
