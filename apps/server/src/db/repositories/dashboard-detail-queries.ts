/**
 * Teacher-side reads the other repositories do not cover: machine–teacher agreement on pronunciation
 * verdicts, a word looked up within its session, the pronunciation history with story and word counts,
 * the words of a session's assessments, and the latest live voice activity.
 */
import { sql } from 'kysely';
import { SESSION_SUMMARY_SEGMENT } from './pronunciation-analytics-queries';
import type { Kysely } from 'kysely';
import type { Database, PronunciationAssessmentRow, PronunciationWordRow } from '../schema';
import { round1, toNumber } from './sql-values';

export interface VerdictAgreement {
  /** Words a teacher has given a verdict on. */
  reviewed_words: number;
  /** Of those, words where the teacher's verdict equals the machine's. */
  agreed_words: number;
  /** Null while no word has been reviewed. */
  agreement_percent: number | null;
}

export interface PronunciationHistoryRow extends PronunciationAssessmentRow {
  user_age: number;
  story_title: string | null;
  word_count: number;
}

export class DashboardDetailQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Over one conversation's words, or over every word when no conversation is given. */
  async verdictAgreement(conversationId?: string): Promise<VerdictAgreement> {
    let q = this.db
      .selectFrom('pronunciation_words as w')
      .innerJoin('pronunciation_assessments as a', 'a.id', 'w.assessment_id')
      .select((eb) => [
        eb.fn.countAll().as('reviewed'),
        eb.fn.sum<number>(sql`case when w.teacher_error_type = w.error_type then 1 else 0 end`).as('agreed'),
      ])
      .where('w.teacher_error_type', 'is not', null);
    if (conversationId !== undefined) q = q.where('a.conversation_id', '=', conversationId);
    const row = await q.executeTakeFirstOrThrow();
    const reviewed = toNumber(row.reviewed);
    const agreed = toNumber(row.agreed);
    return {
      reviewed_words: reviewed,
      agreed_words: agreed,
      agreement_percent: reviewed === 0 ? null : round1((100 * agreed) / reviewed),
    };
  }

  /** The word, only if it belongs to an assessment of this conversation. */
  async wordInConversation(
    wordId: string,
    conversationId: string,
  ): Promise<PronunciationWordRow | undefined> {
    return this.db
      .selectFrom('pronunciation_words as w')
      .innerJoin('pronunciation_assessments as a', 'a.id', 'w.assessment_id')
      .selectAll('w')
      .where('w.id', '=', wordId)
      .where('a.conversation_id', '=', conversationId)
      .executeTakeFirst();
  }

  /** Scored words of a conversation's completed assessments, in reading order. */
  async completedWords(conversationId: string): Promise<PronunciationWordRow[]> {
    return this.db
      .selectFrom('pronunciation_words as w')
      .innerJoin('pronunciation_assessments as a', 'a.id', 'w.assessment_id')
      .selectAll('w')
      .where('a.conversation_id', '=', conversationId)
      .where('a.status', '=', 'completed')
      // The session summary (segment 0) repeats every word of the segments: count each word once.
      .where('a.segment', '<>', SESSION_SUMMARY_SEGMENT)
      .orderBy('a.created_at')
      .orderBy('w.position')
      .execute();
  }

  /** Completed assessments, newest first, optionally for one student age, with the total for paging. */
  async pronunciationHistory(opts: { limit: number; offset: number; studentAge?: number | undefined }) {
    let base = this.db
      .selectFrom('pronunciation_assessments as a')
      .innerJoin('conversations as c', 'c.id', 'a.conversation_id')
      .where('a.status', '=', 'completed');
    if (opts.studentAge !== undefined) base = base.where('c.user_age', '=', opts.studentAge);
    const [rows, count] = await Promise.all([
      base
        .selectAll('a')
        .select(['c.user_age', 'c.story_title'])
        .select((eb) =>
          eb
            .selectFrom('pronunciation_words as w')
            .select((e) => e.fn.countAll().as('n'))
            .whereRef('w.assessment_id', '=', 'a.id')
            .as('word_count'),
        )
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id')
        .limit(opts.limit)
        .offset(opts.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    const assessments: PronunciationHistoryRow[] = rows.map((r) => ({
      ...r,
      word_count: toNumber(r.word_count),
    }));
    return { assessments, total: toNumber(count.n) };
  }

  /** The most recent activity of a real (not demo) session, and whether that session has ended. */
  async latestLiveActivity(): Promise<{ lastActivityAt: string; ended: boolean } | undefined> {
    const row = await this.db
      .selectFrom('conversations')
      .select(['last_activity_at', 'ended_at'])
      .where('is_demo', '=', 0)
      .orderBy('last_activity_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { lastActivityAt: row.last_activity_at, ended: row.ended_at !== null };
  }
}
