/**
 * Evidence teachers review per conversation: pronunciation assessments and their words, quiz answers,
 * roleplay turns, safety alerts, and (only with RETAIN_AUDIO=true) the child's audio clips.
 */
import type { Kysely } from 'kysely';
import type { MigrationContext } from './types';

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('pronunciation_assessments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('reference_text', 'text', (c) => c.notNull())
    .addColumn('recognized_text', 'text', (c) => c.notNull())
    .addColumn('accuracy', 'double precision')
    .addColumn('fluency', 'double precision')
    .addColumn('completeness', 'double precision')
    .addColumn('prosody', 'double precision')
    .addColumn('overall', 'double precision')
    .addColumn('duration_seconds', 'double precision')
    .addColumn('start_word_index', 'integer')
    .addColumn('end_word_index', 'integer')
    .addColumn('segment', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('pronunciation_assessments_conversation_idx')
    .on('pronunciation_assessments')
    .column('conversation_id')
    .execute();
  await db.schema
    .createIndex('pronunciation_assessments_session_idx')
    .on('pronunciation_assessments')
    .columns(['session_id', 'segment'])
    .execute();
  await db.schema
    .createIndex('pronunciation_assessments_created_at_idx')
    .on('pronunciation_assessments')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('pronunciation_words')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assessment_id', 'text', (c) =>
      c.notNull().references('pronunciation_assessments.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('accuracy_score', 'double precision', (c) => c.notNull())
    .addColumn('error_type', 'text', (c) => c.notNull())
    .addColumn('syllables', 'text', (c) => c.notNull())
    .addColumn('teacher_error_type', 'text')
    .addColumn('teacher_updated_at', 'text')
    .execute();
  await db.schema
    .createIndex('pronunciation_words_assessment_idx')
    .on('pronunciation_words')
    .columns(['assessment_id', 'position'])
    .execute();

  await db.schema
    .createTable('quiz_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('correct_answer', 'text', (c) => c.notNull())
    .addColumn('student_answer', 'text', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addColumn('response_time_seconds', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quiz_results_conversation_idx')
    .on('quiz_results')
    .columns(['conversation_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('roleplay_turns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('turn', 'integer', (c) => c.notNull())
    .addColumn('character', 'text', (c) => c.notNull())
    .addColumn('dialogue', 'text', (c) => c.notNull())
    .addColumn('emotion_score', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('roleplay_turns_conversation_idx')
    .on('roleplay_turns')
    .columns(['conversation_id', 'turn'])
    .execute();

  await db.schema
    .createTable('safety_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.references('conversations.id').onDelete('cascade'))
    .addColumn('alert_type', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('resolved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resolver_notes', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('safety_alerts_conversation_idx')
    .on('safety_alerts')
    .column('conversation_id')
    .execute();
  await db.schema
    .createIndex('safety_alerts_open_idx')
    .on('safety_alerts')
    .columns(['resolved', 'created_at'])
    .execute();

  await db.schema
    .createTable('audio_clips')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('wav', ctx.dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audio_clips_conversation_idx')
    .on('audio_clips')
    .columns(['conversation_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'audio_clips',
    'safety_alerts',
    'roleplay_turns',
    'quiz_results',
    'pronunciation_words',
    'pronunciation_assessments',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
