/**
 * Pronunciation assessments (one per recorded segment of a pronunciation session) and their scored
 * words. An assessment is `active` while recording and `completed` once scored; its words are written
 * in the same transaction as the scores, so a reader never sees scores without words.
 */
import type { Kysely } from 'kysely';
import type {
  Database,
  NewPronunciationAssessment,
  PronunciationAssessmentRow,
  PronunciationWordRow,
} from '../schema';
import { fromJson, newId, nowIso, toJson, toNumber } from './sql-values';

export type StartAssessmentInput = Omit<
  NewPronunciationAssessment,
  | 'id'
  | 'status'
  | 'created_at'
  | 'completed_at'
  | 'recognized_text'
  | 'accuracy'
  | 'fluency'
  | 'completeness'
  | 'prosody'
  | 'overall'
  | 'duration_seconds'
> & { id?: string; created_at?: string };

export interface AssessmentScores {
  recognizedText: string;
  accuracy: number;
  fluency: number;
  completeness: number;
  prosody: number;
  overall: number;
  durationSeconds: number;
  referenceText?: string;
  endWordIndex?: number | null;
  completedAt?: string;
}

export interface ScoredWordInput {
  word: string;
  accuracyScore: number;
  errorType: string;
  /** e.g. `[{ syllable: 'ti', accuracy_score: 80 }]`; stored as JSON. */
  syllables: unknown;
  /** The story word scored (for an insertion, the story word it came before), when known. */
  storyId?: string | null;
  wordIndex?: number | null;
  /** What the child said instead of the story word, or the inserted word. */
  heardWord?: string | null;
}

export type PronunciationWord = Omit<PronunciationWordRow, 'syllables'> & { syllables: unknown };

export interface AssessmentWithWords {
  assessment: PronunciationAssessmentRow;
  words: PronunciationWord[];
}

export class PronunciationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async start(input: StartAssessmentInput): Promise<PronunciationAssessmentRow> {
    return this.db
      .insertInto('pronunciation_assessments')
      .values({
        ...input,
        id: input.id ?? newId(),
        status: 'active',
        recognized_text: '',
        created_at: input.created_at ?? nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The open (still recording) assessment of a pronunciation session, if any. */
  async getActive(sessionId: string): Promise<PronunciationAssessmentRow | undefined> {
    return this.db
      .selectFrom('pronunciation_assessments')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('status', '=', 'active')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  /** Writes the scores and the scored words atomically; false if the assessment is unknown. */
  async complete(id: string, scores: AssessmentScores, words: readonly ScoredWordInput[]): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('pronunciation_assessments')
        .set({
          status: 'completed',
          recognized_text: scores.recognizedText,
          accuracy: scores.accuracy,
          fluency: scores.fluency,
          completeness: scores.completeness,
          prosody: scores.prosody,
          overall: scores.overall,
          duration_seconds: scores.durationSeconds,
          completed_at: scores.completedAt ?? nowIso(),
          ...(scores.referenceText === undefined ? {} : { reference_text: scores.referenceText }),
          ...(scores.endWordIndex === undefined ? {} : { end_word_index: scores.endWordIndex }),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (res.numUpdatedRows === 0n) return false;
      await trx.deleteFrom('pronunciation_words').where('assessment_id', '=', id).execute();
      if (words.length > 0) {
        await trx
          .insertInto('pronunciation_words')
          .values(
            words.map((w, position) => ({
              id: newId(),
              assessment_id: id,
              position,
              word: w.word,
              accuracy_score: w.accuracyScore,
              error_type: w.errorType,
              syllables: toJson(w.syllables),
              story_id: w.storyId ?? null,
              word_index: w.wordIndex ?? null,
              heard_word: w.heardWord ?? null,
            })),
          )
          .execute();
      }
      return true;
    });
  }

  async get(id: string): Promise<PronunciationAssessmentRow | undefined> {
    return this.db
      .selectFrom('pronunciation_assessments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async getWithWords(id: string): Promise<AssessmentWithWords | undefined> {
    const assessment = await this.get(id);
    return assessment && { assessment, words: await this.listWords(id) };
  }

  async listWords(assessmentId: string): Promise<PronunciationWord[]> {
    const rows = await this.db
      .selectFrom('pronunciation_words')
      .selectAll()
      .where('assessment_id', '=', assessmentId)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({ ...r, syllables: fromJson(r.syllables) }));
  }

  /** Segments of one pronunciation session in order. */
  async listBySession(sessionId: string): Promise<PronunciationAssessmentRow[]> {
    return this.db
      .selectFrom('pronunciation_assessments')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('segment')
      .orderBy('created_at')
      .execute();
  }

  /** Newest first. */
  async listByConversation(conversationId: string): Promise<PronunciationAssessmentRow[]> {
    return this.db
      .selectFrom('pronunciation_assessments')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  async latestCompleted(conversationId: string): Promise<PronunciationAssessmentRow | undefined> {
    return this.db
      .selectFrom('pronunciation_assessments')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('status', '=', 'completed')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  /** Segment number for the next recording of a session (1-based). */
  async nextSegment(sessionId: string): Promise<number> {
    const row = await this.db
      .selectFrom('pronunciation_assessments')
      .select((eb) => eb.fn.max('segment').as('m'))
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    return toNumber(row.m) + 1;
  }

  /** Completed assessments, newest first, optionally for one student age, with the total for paging. */
  async history(opts: { limit: number; offset: number; studentAge?: number | undefined }): Promise<{
    assessments: (PronunciationAssessmentRow & { user_age: number })[];
    total: number;
  }> {
    let base = this.db
      .selectFrom('pronunciation_assessments as a')
      .innerJoin('conversations as c', 'c.id', 'a.conversation_id')
      .where('a.status', '=', 'completed');
    if (opts.studentAge !== undefined) base = base.where('c.user_age', '=', opts.studentAge);
    const [assessments, count] = await Promise.all([
      base
        .selectAll('a')
        .select('c.user_age')
        .orderBy('a.created_at', 'desc')
        .limit(opts.limit)
        .offset(opts.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { assessments, total: toNumber(count.n) };
  }

  /** A teacher's correction of a word's error type; null restores the scorer's. */
  async setTeacherErrorType(
    wordId: string,
    errorType: string | null,
    atIso: string = nowIso(),
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('pronunciation_words')
      .set({ teacher_error_type: errorType, teacher_updated_at: errorType === null ? null : atIso })
      .where('id', '=', wordId)
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }
}
