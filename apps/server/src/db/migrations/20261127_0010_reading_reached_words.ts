/**
 * How far a reading reached, kept apart from its completion: completion is now the share of the story
 * heard read, and a tap ahead or lines the recogniser lost move the place without any reading. The
 * running record shows the text up to the place reached. Rows from before read as null: their
 * completion was the place.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reading_records').addColumn('reached_words', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reading_records').dropColumn('reached_words').execute();
}
