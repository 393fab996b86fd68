/**
 * Data retention and a child's data rights: the daily purge of transcripts and scores older than
 * RETENTION_DAYS, erasing one conversation, and exporting one conversation's rows. Child rows go with
 * their conversation through ON DELETE CASCADE; ui_states has no foreign key (UI events may precede the
 * session row), so it is deleted explicitly.
 */
import { sql } from 'kysely';
import type { Db } from './database';
import type { ConversationRow } from './schema';
import { isoDaysAgo } from './repositories/sql-values';

export interface PurgeResult {
  cutoff: string;
  conversations: number;
  safetyAlerts: number;
  uiStates: number;
}

/** Deletes conversations last active before now − days (with all their rows) and older alerts. */
export async function purgeOlderThan(db: Db, days: number, now: Date = new Date()): Promise<PurgeResult> {
  const cutoff = isoDaysAgo(days, now);
  return db.kysely.transaction().execute(async (trx) => {
    const conversations = await trx
      .deleteFrom('conversations')
      .where(sql<string>`coalesce(ended_at, last_activity_at)`, '<', cutoff)
      .executeTakeFirst();
    const safetyAlerts = await trx
      .deleteFrom('safety_alerts')
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    const uiStates = await trx.deleteFrom('ui_states').where('updated_at', '<', cutoff).executeTakeFirst();
    return {
      cutoff,
      conversations: Number(conversations.numDeletedRows),
      safetyAlerts: Number(safetyAlerts.numDeletedRows),
      uiStates: Number(uiStates.numDeletedRows),
    };
  });
}

/** Erases one conversation and everything recorded about it; false if there was nothing to erase. */
export async function eraseConversation(db: Db, conversationId: string): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const ui = await trx
      .deleteFrom('ui_states')
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    const conv = await trx.deleteFrom('conversations').where('id', '=', conversationId).executeTakeFirst();
    return conv.numDeletedRows > 0n || ui.numDeletedRows > 0n;
  });
}

export interface ConversationExport {
  exported_at: string;
  conversation: ConversationRow;
  /** Table name → that table's rows for the conversation (audio as base64). */
  tables: Record<string, Record<string, unknown>[]>;
}

/** Every row about one conversation as plain JSON-ready objects; undefined if it does not exist. */
export async function exportConversation(
  db: Db,
  conversationId: string,
): Promise<ConversationExport | undefined> {
  const k = db.kysely;
  const conversation = await k
    .selectFrom('conversations')
    .selectAll()
    .where('id', '=', conversationId)
    .executeTakeFirst();
  if (!conversation) return undefined;
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const table of EXPORTED_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
      where conversation_id = ${conversationId} order by 1`.execute(k);
    tables[table] = rows;
  }
  tables.messages = await k
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('sequence')
    .execute();
  const assessmentIds = (tables.pronunciation_assessments ?? []).map((a) => String(a.id));
  tables.pronunciation_words =
    assessmentIds.length === 0
      ? []
      : await k
          .selectFrom('pronunciation_words')
          .selectAll()
          .where('assessment_id', 'in', assessmentIds)
          .orderBy('position')
          .execute();
  const audio = await k
    .selectFrom('audio_clips')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .execute();
  tables.audio_clips = audio.map((a) => ({ ...a, wav: Buffer.from(a.wav).toString('base64') }));
  return { exported_at: new Date().toISOString(), conversation, tables };
}

/** Tables keyed by conversation_id whose rows hold nothing binary. */
const EXPORTED_TABLES = [
  'reading_sessions',
  'reading_records',
  'word_outcomes',
  'pronunciation_assessments',
  'quiz_results',
  'roleplay_turns',
  'persona_states',
  'persona_interventions',
  'safety_alerts',
  'ui_states',
] as const;

/** Tables emptied by the dashboard's "clear all data" tool (repositories/data-reset), children before parents. */
export const CLEARABLE_TABLES = [
  'messages',
  'reading_sessions',
  'reading_records',
  'word_outcomes',
  'pronunciation_words',
  'pronunciation_assessments',
  'quiz_results',
  'roleplay_turns',
  'persona_states',
  'persona_interventions',
  'safety_alerts',
  'audio_clips',
  'ui_states',
  'conversations',
] as const;
