/**
 * Aggregates for the teacher dashboard's Sessions tab, engagement and agent-usage charts and the
 * session detail overview, computed in SQL (GROUP BY) so they scale with the data, not the process.
 * Percent figures are 0–100 rounded to one decimal; durations are seconds unless named otherwise.
 */
import { SESSION_SUMMARY_SEGMENT } from './pronunciation-analytics-queries';
import { sql } from 'kysely';
import type { Expression, Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import type { DialectName } from '../database';
import type { Database } from '../schema';
import { isoDaysAgo, likePattern, round1, toNumber, toNumberOrNull } from './sql-values';

/** A session counts as active while not ended and heard from within this window. */
export const ACTIVE_SESSION_WINDOW_MS = 30 * 60_000;
/** A session "succeeds" for the agent-usage chart when at least this percent of the story was read. */
export const SUCCESS_COMPLETION_PERCENT = 80;
/** Effective word-outcome kinds (teacher verdict first) that count as read correctly. */
export const CORRECT_WORD_KINDS = ['correct', 'self_correction', 'repetition'] as const;

export interface DashboardStats {
  totalStudents: number;
  activeSessions: number;
  averageSessionDuration: number;
  averageAccuracy: number;
  accuracyMeasured: boolean;
}

export interface SessionListItem {
  id: string;
  session_type: string;
  agent_type: string;
  story_title: string | null;
  student_age: number;
  duration_minutes: number;
  duration_seconds: number;
  /** 0 until the session has been scored. */
  engagement_score: number;
  start_time: string;
  end_time: string | null;
}

export interface SessionsPage {
  sessions: SessionListItem[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface SessionsQuery {
  page?: number | undefined;
  pageSize?: number | undefined;
  search?: string | undefined;
  agentType?: string | undefined;
}

/** Averages over the day's scored sessions; 0 when none of that day's sessions has a score yet. */
export interface EngagementEntry {
  date: string;
  averageEngagement: number;
  completionRate: number;
}

export interface AgentUsageEntry {
  agentType: string;
  sessionCount: number;
  successRate: number;
}

export interface SessionSummary {
  interventionsCount: number;
  totalWords: number;
  correctWords: number;
  averageAccuracy: number | null;
  totalQuizQuestions: number;
  correctAnswers: number;
  roleplayTurns: number;
  averageEmotionScore: number | null;
  safetyAlertsCount: number;
}

export class DashboardQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  async stats(now: Date = new Date()): Promise<DashboardStats> {
    const activeSince = new Date(now.getTime() - ACTIVE_SESSION_WINDOW_MS).toISOString();
    const [sessions, reading, pronunciation] = await Promise.all([
      this.withActivity(this.db.selectFrom('conversations'))
        .select((eb) => [
          eb.fn.count('id').distinct().as('students'),
          eb.fn
            .sum<number>(
              sql`case when ended_at is null and last_activity_at >= ${activeSince} then 1 else 0 end`,
            )
            .as('active'),
          eb.fn.avg<number>(this.durationSeconds()).as('avg_duration'),
        ])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('reading_records')
        .select((eb) => [eb.fn.sum<number>('words_read').as('read'), eb.fn.sum<number>('correct_words').as('correct')])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('pronunciation_assessments')
        .select((eb) => eb.fn.avg<number>('accuracy').as('acc'))
        .where('status', '=', 'completed')
        .where('segment', '<>', SESSION_SUMMARY_SEGMENT)
        .executeTakeFirstOrThrow(),
    ]);
    // Reading accuracy is the product's own measure; pronunciation accuracy stands in when no story
    // has been read with the tracker yet.
    const wordsRead = toNumber(reading.read);
    const readingAccuracy = wordsRead > 0 ? (100 * toNumber(reading.correct)) / wordsRead : null;
    const measured = readingAccuracy ?? toNumberOrNull(pronunciation.acc);
    return {
      totalStudents: toNumber(sessions.students),
      activeSessions: toNumber(sessions.active),
      averageSessionDuration: Math.round(toNumber(sessions.avg_duration)),
      averageAccuracy: round1(measured ?? 0),
      accuracyMeasured: measured !== null,
    };
  }

  /** Newest first; search matches story title or session id (case-insensitive substring). */
  async sessionsPage(query: SessionsQuery = {}): Promise<SessionsPage> {
    const pageSize = Math.max(1, Math.trunc(query.pageSize ?? 10));
    const page = Math.max(1, Math.trunc(query.page ?? 1));
    let base = this.withActivity(this.db.selectFrom('conversations'));
    const search = query.search?.trim();
    if (search !== undefined && search !== '') {
      const pattern = likePattern(search);
      base = base.where(
        sql<boolean>`(lower(coalesce(story_title, '')) like ${pattern} escape '\\' or lower(id) like ${pattern} escape '\\')`,
      );
    }
    if (query.agentType !== undefined && query.agentType !== '' && query.agentType !== 'all') {
      base = base.where('agent_type', '=', query.agentType);
    }
    const duration = this.durationSeconds();
    const [rows, count] = await Promise.all([
      base
        .select([
          'id',
          'session_type',
          'agent_type',
          'story_title',
          'user_age',
          'engagement_score',
          'started_at',
          'ended_at',
          duration.as('duration_seconds'),
        ])
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    const total = toNumber(count.n);
    const sessions = rows.map((r): SessionListItem => {
      const seconds = Math.max(0, Math.round(toNumber(r.duration_seconds)));
      return {
        id: r.id,
        session_type: r.session_type,
        agent_type: r.agent_type,
        story_title: r.story_title,
        student_age: r.user_age,
        duration_minutes: Math.round((seconds / 60) * 100) / 100,
        duration_seconds: seconds,
        engagement_score: r.engagement_score ?? 0,
        start_time: r.started_at,
        end_time: r.ended_at,
      };
    });
    return { sessions, total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
  }

  /** Per start date (UTC), averages of engagement and completion; days without sessions are absent. */
  async engagementByDate(opts: { days?: number; now?: Date } = {}): Promise<EngagementEntry[]> {
    const day = sql<string>`substr(started_at, 1, 10)`;
    const rows = await this.withActivity(this.db.selectFrom('conversations'))
      .select((eb) => [
        day.as('date'),
        eb.fn.avg<number>('engagement_score').as('engagement'),
        eb.fn.avg<number>('completion_rate').as('completion'),
      ])
      .where('started_at', '>=', isoDaysAgo(opts.days ?? 30, opts.now))
      .groupBy(day)
      .orderBy(day)
      .execute();
    return rows.map((r) => ({
      date: r.date,
      averageEngagement: round1(toNumber(r.engagement)),
      completionRate: round1(toNumber(r.completion)),
    }));
  }

  /** Sessions per agent and the percent of them that read at least SUCCESS_COMPLETION_PERCENT. */
  async agentUsage(): Promise<AgentUsageEntry[]> {
    const succeeded = sql<number>`case when completion_rate >= ${sql.lit(SUCCESS_COMPLETION_PERCENT)} then 1 else 0 end`;
    const rows = await this.withActivity(this.db.selectFrom('conversations'))
      .select((eb) => [
        'agent_type',
        eb.fn.countAll().as('sessions'),
        eb.fn.sum<number>(succeeded).as('succeeded'),
      ])
      .groupBy('agent_type')
      .orderBy('sessions', 'desc')
      .orderBy('agent_type')
      .execute();
    return rows.map((r) => {
      const sessions = toNumber(r.sessions);
      return {
        agentType: r.agent_type,
        sessionCount: sessions,
        successRate: sessions === 0 ? 0 : round1((100 * toNumber(r.succeeded)) / sessions),
      };
    });
  }

  /** The counts behind the session detail overview. */
  async sessionSummary(conversationId: string): Promise<SessionSummary> {
    const correctKinds = sql.join(CORRECT_WORD_KINDS.map((k) => sql.lit(k)));
    const [interventions, words, verdicts, pronunciation, quiz, roleplay, alerts] = await Promise.all([
      this.countWhere('persona_interventions', conversationId),
      // One source: the tracker's record of each story read, never segments and summaries added up.
      this.db
        .selectFrom('reading_records')
        .select((eb) => [eb.fn.sum<number>('words_read').as('total'), eb.fn.sum<number>('correct_words').as('correct')])
        .where('conversation_id', '=', conversationId)
        .executeTakeFirstOrThrow(),
      // A teacher's verdict on a word moves it between correct and not.
      this.db
        .selectFrom('word_outcomes')
        .select((eb) =>
          eb.fn
            .sum<number>(
              sql`case when teacher_kind in (${correctKinds}) and kind not in (${correctKinds}) then 1
                       when teacher_kind is not null and teacher_kind not in (${correctKinds}) and kind in (${correctKinds}) then -1
                       else 0 end`,
            )
            .as('shift'),
        )
        .where('conversation_id', '=', conversationId)
        .executeTakeFirstOrThrow(),
      // A finished assessment's summary stands for its segments; until there is one, the segments.
      this.db
        .selectFrom('pronunciation_assessments')
        .select([
          sql<number | null>`avg(case when segment = ${SESSION_SUMMARY_SEGMENT} then accuracy end)`.as('summary'),
          sql<number | null>`avg(case when segment <> ${SESSION_SUMMARY_SEGMENT} then accuracy end)`.as('segments'),
        ])
        .where('conversation_id', '=', conversationId)
        .where('status', '=', 'completed')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('quiz_results')
        .select((eb) => [eb.fn.countAll().as('total'), eb.fn.sum<number>('is_correct').as('correct')])
        .where('conversation_id', '=', conversationId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('roleplay_turns')
        .select((eb) => [eb.fn.countAll().as('turns'), eb.fn.avg<number>('emotion_score').as('emotion')])
        .where('conversation_id', '=', conversationId)
        .executeTakeFirstOrThrow(),
      this.countWhere('safety_alerts', conversationId),
    ]);
    const totalWords = toNumber(words.total);
    const correctWords = Math.min(totalWords, Math.max(0, toNumber(words.correct) + toNumber(verdicts.shift)));
    const wordAccuracy = totalWords > 0 ? (100 * correctWords) / totalWords : null;
    const accuracy = wordAccuracy ?? toNumberOrNull(pronunciation.summary) ?? toNumberOrNull(pronunciation.segments);
    return {
      interventionsCount: interventions,
      totalWords,
      correctWords,
      averageAccuracy: accuracy === null ? null : round1(accuracy),
      totalQuizQuestions: toNumber(quiz.total),
      correctAnswers: toNumber(quiz.correct),
      roleplayTurns: toNumber(roleplay.turns),
      averageEmotionScore: roundOrNull(roleplay.emotion),
      safetyAlertsCount: alerts,
    };
  }

  /**
   * Sessions a teacher should see: a story was opened or something was said. Picking an age band
   * alone makes a conversation, which is not a reading session.
   */
  private withActivity<QB extends SelectQueryBuilder<Database, 'conversations', object>>(qb: QB): QB {
    return qb.where((eb) =>
      eb.or([
        eb('conversations.story_title', 'is not', null),
        eb.exists(eb.selectFrom('messages').select('messages.id').whereRef('messages.conversation_id', '=', 'conversations.id')),
      ]),
    ) as QB;
  }

  private async countWhere(
    table: 'persona_interventions' | 'safety_alerts',
    conversationId: string,
  ): Promise<number> {
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirstOrThrow();
    return toNumber(row.n);
  }

  /** Seconds from start to end (or to the last activity while in progress), per dialect. */
  private durationSeconds(): RawBuilder<number> {
    const end: Expression<string> = sql`coalesce(ended_at, last_activity_at)`;
    return this.dialect === 'sqlite'
      ? sql<number>`((julianday(${end}) - julianday(started_at)) * 86400.0)`
      : sql<number>`extract(epoch from (cast(${end} as timestamptz) - cast(started_at as timestamptz)))`;
  }
}

function roundOrNull(value: unknown): number | null {
  const n = toNumberOrNull(value);
  return n === null ? null : round1(n);
}
