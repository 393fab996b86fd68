/**
 * Where each scored word sits in the story and what was heard for it, so the reading tracker's miscues
 * (a different word said, an extra word, a self-correction…) can be laid onto the pronunciation words a
 * teacher reviews. All three are null on words scored before this migration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pronunciation_words').addColumn('story_id', 'text').execute();
  // For an inserted word, the story word it came before.
  await db.schema.alterTable('pronunciation_words').addColumn('word_index', 'integer').execute();
  await db.schema.alterTable('pronunciation_words').addColumn('heard_word', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pronunciation_words').dropColumn('heard_word').execute();
  await db.schema.alterTable('pronunciation_words').dropColumn('word_index').execute();
  await db.schema.alterTable('pronunciation_words').dropColumn('story_id').execute();
}
