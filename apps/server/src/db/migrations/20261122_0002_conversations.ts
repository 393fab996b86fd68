/**
 * A conversation (one child's voice session) and the rows that live and die with it: transcript,
 * reading tracker state and per-word outcomes, companion persona state and interventions, UI state.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_age', 'double precision', (c) => c.notNull())
    .addColumn('age_band', 'text', (c) => c.notNull())
    .addColumn('story_id', 'text')
    .addColumn('story_title', 'text')
    .addColumn('agent_type', 'text', (c) => c.notNull().defaultTo('wordwizard'))
    .addColumn('session_type', 'text', (c) => c.notNull().defaultTo('reading'))
    .addColumn('reading_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voice_provider', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .addColumn('engagement_score', 'double precision')
    .addColumn('completion_rate', 'double precision')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('conversations_started_at_idx')
    .on('conversations')
    .column('started_at')
    .execute();
  await db.schema
    .createIndex('conversations_last_activity_idx')
    .on('conversations')
    .columns(['ended_at', 'last_activity_at'])
    .execute();
  await db.schema
    .createIndex('conversations_agent_type_idx')
    .on('conversations')
    .column('agent_type')
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('confidence', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('messages_pk', ['conversation_id', 'id'])
    // The guard that makes concurrent appends retry instead of sharing a sequence number.
    .addUniqueConstraint('messages_sequence_uq', ['conversation_id', 'sequence'])
    .execute();
  await db.schema.createIndex('messages_created_at_idx').on('messages').column('created_at').execute();

  await db.schema
    .createTable('reading_sessions')
    .addColumn('conversation_id', 'text', (c) =>
      c.primaryKey().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('story_id', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('current_word_index', 'integer', (c) => c.notNull())
    .addColumn('total_words', 'integer', (c) => c.notNull())
    .addColumn('words_read', 'integer', (c) => c.notNull())
    .addColumn('completion_percentage', 'double precision', (c) => c.notNull())
    .addColumn('wcpm', 'double precision')
    .addColumn('accuracy_rate', 'double precision')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('word_outcomes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('story_id', 'text', (c) => c.notNull())
    .addColumn('word_index', 'integer', (c) => c.notNull())
    .addColumn('expected', 'text', (c) => c.notNull())
    .addColumn('heard', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at_ms', 'double precision', (c) => c.notNull())
    .addColumn('teacher_kind', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('word_outcomes_conversation_idx')
    .on('word_outcomes')
    .columns(['conversation_id', 'word_index'])
    .execute();
  await db.schema
    .createIndex('word_outcomes_created_at_idx')
    .on('word_outcomes')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('persona_states')
    .addColumn('conversation_id', 'text', (c) =>
      c.primaryKey().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('persona_interventions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('persona_type', 'text', (c) => c.notNull())
    .addColumn('intervention_number', 'integer', (c) => c.notNull())
    .addColumn('trigger_reason', 'text', (c) => c.notNull())
    .addColumn('reading_progress_percent', 'double precision', (c) => c.notNull())
    .addColumn('story_title', 'text')
    .addColumn('user_message', 'text', (c) => c.notNull())
    .addColumn('assistant_response', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('persona_interventions_conversation_idx')
    .on('persona_interventions')
    .columns(['conversation_id', 'intervention_number'])
    .execute();
  await db.schema
    .createIndex('persona_interventions_created_at_idx')
    .on('persona_interventions')
    .column('created_at')
    .execute();

  // No foreign key: UI events may arrive for a conversation id before its session row is written.
  await db.schema
    .createTable('ui_states')
    .addColumn('conversation_id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ui_states_updated_at_idx').on('ui_states').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'ui_states',
    'persona_interventions',
    'persona_states',
    'word_outcomes',
    'reading_sessions',
    'messages',
    'conversations',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
