/** Story library, cached story analyses, dashboard settings and per-age system prompts. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('age_band', 'text', (c) => c.notNull())
    .addColumn('reading_level', 'text', (c) => c.notNull())
    .addColumn('lexile_level', 'text')
    .addColumn('estimated_read_time', 'integer', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stories_age_band_idx').on('stories').columns(['age_band', 'status']).execute();
  await db.schema.createIndex('stories_created_at_idx').on('stories').column('created_at').execute();

  await db.schema
    .createTable('story_analyses')
    .addColumn('story_id', 'text', (c) => c.primaryKey().references('stories.id').onDelete('cascade'))
    .addColumn('analysis', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('data_type', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settings_category_idx').on('settings').column('category').execute();

  await db.schema
    .createTable('system_prompts')
    .addColumn('age_range', 'text', (c) => c.primaryKey())
    .addColumn('prompt_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['system_prompts', 'settings', 'story_analyses', 'stories']) {
    await db.schema.dropTable(table).execute();
  }
}
