/**
 * Reading tracker persistence: the latest tracker snapshot per conversation (so a reconnect resumes
 * where the child was) and the per-word outcomes, which a teacher may override with a verdict.
 */
import type { Kysely } from 'kysely';
import type { Database, NewWordOutcome, ReadingRecordRow, ReadingSessionRow, WordOutcomeRow } from '../schema';
import { fromJson, newId, nowIso, toJson, toNumber } from './sql-values';

export type ReadingSession = Omit<ReadingSessionRow, 'snapshot'> & { snapshot: unknown };
export type SaveReadingSessionInput = Omit<ReadingSessionRow, 'snapshot' | 'updated_at'> & {
  snapshot: unknown;
  updated_at?: string;
};
export type NewWordOutcomeInput = Omit<NewWordOutcome, 'id' | 'created_at' | 'teacher_kind'> & {
  id?: string;
  created_at?: string;
};

export class ReadingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts or replaces the tracker snapshot and progress figures of a conversation. */
  async saveSession(input: SaveReadingSessionInput): Promise<void> {
    const row = { ...input, snapshot: toJson(input.snapshot), updated_at: input.updated_at ?? nowIso() };
    const { conversation_id: _id, ...rest } = row;
    await this.db
      .insertInto('reading_sessions')
      .values(row)
      .onConflict((oc) => oc.column('conversation_id').doUpdateSet(rest))
      .execute();
  }

  /** Inserts or updates the record of one story's reading; its start time is kept from the first save. */
  async saveRecord(input: Omit<ReadingRecordRow, 'started_at' | 'updated_at'> & { at?: string }): Promise<void> {
    const { at = nowIso(), ...fields } = input;
    const { conversation_id: _c, story_id: _s, ...rest } = fields;
    await this.db
      .insertInto('reading_records')
      .values({ ...fields, started_at: at, updated_at: at })
      .onConflict((oc) => oc.columns(['conversation_id', 'story_id']).doUpdateSet({ ...rest, updated_at: at }))
      .execute();
  }

  /** Every story the conversation read, in the order it started them. */
  async listRecords(conversationId: string): Promise<ReadingRecordRow[]> {
    return this.db
      .selectFrom('reading_records')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .orderBy('started_at')
      .orderBy('story_id')
      .execute();
  }

  async getSession(conversationId: string): Promise<ReadingSession | undefined> {
    const row = await this.db
      .selectFrom('reading_sessions')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    return row && { ...row, snapshot: fromJson(row.snapshot) };
  }

  /** Forgets the tracker state; word outcomes stay as the teacher's evidence. */
  async deleteSession(conversationId: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('reading_sessions')
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    return res.numDeletedRows > 0n;
  }

  async addOutcomes(outcomes: readonly NewWordOutcomeInput[]): Promise<WordOutcomeRow[]> {
    if (outcomes.length === 0) return [];
    const at = nowIso();
    const rows = outcomes.map((o) => ({
      ...o,
      id: o.id ?? newId(),
      created_at: o.created_at ?? at,
      teacher_kind: null,
    }));
    return this.db.insertInto('word_outcomes').values(rows).returningAll().execute();
  }

  /**
   * Replaces the tracker's outcomes for one story with its latest verdicts (the tracker revises them as
   * the child reads on). Outcomes a teacher has reviewed are kept as they are.
   */
  async replaceOutcomes(
    conversationId: string,
    storyId: string,
    outcomes: readonly NewWordOutcomeInput[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('word_outcomes')
        .where('conversation_id', '=', conversationId)
        .where('story_id', '=', storyId)
        .where('teacher_kind', 'is', null)
        .execute();
      const reviewed = await trx
        .selectFrom('word_outcomes')
        .select(['word_index', 'kind'])
        .where('conversation_id', '=', conversationId)
        .where('story_id', '=', storyId)
        .execute();
      const kept = new Set(reviewed.map((r) => `${r.word_index}:${r.kind}`));
      const fresh = outcomes.filter((o) => !kept.has(`${o.word_index}:${o.kind}`));
      if (fresh.length === 0) return;
      const at = nowIso();
      await trx
        .insertInto('word_outcomes')
        .values(
          fresh.map((o) => ({
            ...o,
            id: o.id ?? newId(),
            created_at: o.created_at ?? at,
            teacher_kind: null,
          })),
        )
        .execute();
    });
  }

  /** In reading order; several outcomes for one word (a re-read) keep the order they happened in. */
  async listOutcomes(conversationId: string): Promise<WordOutcomeRow[]> {
    return this.db
      .selectFrom('word_outcomes')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .orderBy('word_index')
      .orderBy('at_ms')
      .execute();
  }

  /** A teacher's verdict replaces the tracker's kind in every count; null restores the tracker's. */
  async setTeacherVerdict(outcomeId: string, kind: string | null): Promise<boolean> {
    const res = await this.db
      .updateTable('word_outcomes')
      .set({ teacher_kind: kind })
      .where('id', '=', outcomeId)
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  /** Outcome counts per effective kind (the teacher's verdict where given). */
  async countByKind(conversationId: string): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('word_outcomes')
      .select((eb) => [eb.fn.coalesce('teacher_kind', 'kind').as('kind'), eb.fn.countAll().as('n')])
      .where('conversation_id', '=', conversationId)
      .groupBy((eb) => eb.fn.coalesce('teacher_kind', 'kind'))
      .execute();
    return Object.fromEntries(rows.map((r) => [r.kind, toNumber(r.n)]));
  }
}
