/** Quiz questions asked during a conversation and the child's answers. */
import type { Kysely } from 'kysely';
import type { Database, NewQuizResult, QuizResultRow } from '../schema';
import { newId, nowIso, toNumber, toNumberOrNull } from './sql-values';

export type NewQuizResultInput = Omit<NewQuizResult, 'id' | 'created_at'> & {
  id?: string;
  created_at?: string;
};

export interface QuizSummary {
  totalQuestions: number;
  correctAnswers: number;
  averageResponseTimeSeconds: number | null;
}

export class QuizRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(input: NewQuizResultInput): Promise<QuizResultRow> {
    return this.db
      .insertInto('quiz_results')
      .values({ ...input, id: input.id ?? newId(), created_at: input.created_at ?? nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async listByConversation(conversationId: string): Promise<QuizResultRow[]> {
    return this.db
      .selectFrom('quiz_results')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .orderBy('created_at')
      .execute();
  }

  async summary(conversationId: string): Promise<QuizSummary> {
    const row = await this.db
      .selectFrom('quiz_results')
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.sum('is_correct').as('correct'),
        eb.fn.avg('response_time_seconds').as('avg_seconds'),
      ])
      .where('conversation_id', '=', conversationId)
      .executeTakeFirstOrThrow();
    return {
      totalQuestions: toNumber(row.total),
      correctAnswers: toNumber(row.correct),
      averageResponseTimeSeconds: toNumberOrNull(row.avg_seconds),
    };
  }
}
