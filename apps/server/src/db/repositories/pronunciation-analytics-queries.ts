/**
 * Pronunciation aggregates for the teacher's analytics charts (daily trend, accuracy buckets, the
 * hardest words) and an assessment's word statistics, computed in SQL. Word scores are 0–100; the
 * effective error type is the teacher's correction where one was made.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AccuracyDistributionBucket, PronunciationTier } from '@shared/constants/domain';
import { ACCURACY_DISTRIBUTION_BUCKETS, PRONUNCIATION_TIER_MIN_SCORES } from '@shared/constants/domain';
import type { Database } from '../schema';
import { isoDaysAgo, round1, toNumber } from './sql-values';

/** A word whose average accuracy is below this needs intervention (the "needs work" tier). */
export const NEEDS_INTERVENTION_BELOW = PRONUNCIATION_TIER_MIN_SCORES.fair;

export interface PronunciationTrendPoint {
  date: string;
  averageAccuracy: number;
  /** Pronunciation-coach interventions that day. */
  interventions: number;
}

export interface ChallengingWord {
  word: string;
  accuracyScore: number;
  attempts: number;
  /** Percent of attempts scored below NEEDS_INTERVENTION_BELOW. */
  interventionRate: number;
  needsIntervention: boolean;
}

export interface AccuracyBucketCount {
  range: AccuracyDistributionBucket;
  count: number;
}

export interface AssessmentWordStatistics {
  word_count: number;
  avg_word_accuracy: number;
  accuracy_distribution: Record<PronunciationTier, number>;
  error_distribution: Record<string, number>;
}

export interface AnalyticsWindow {
  days?: number | undefined;
  now?: Date | undefined;
}

/**
 * A finished assessment session stores one row per utterance (segments 1, 2, …) and a summary row,
 * segment 0, over all of them. Counts across sessions use the utterance rows so no word counts twice;
 * the teacher's report of one session reads its summary.
 */
export const SESSION_SUMMARY_SEGMENT = 0;

export class PronunciationAnalyticsQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Per UTC day within the window that has completed assessments: their average accuracy and that
   * day's pronunciation-coach interventions. A day with interventions but no assessment has no
   * accuracy to plot, so it is left out rather than drawn as 0.
   */
  async trends(window: AnalyticsWindow = {}): Promise<PronunciationTrendPoint[]> {
    const since = isoDaysAgo(window.days ?? 30, window.now);
    const { rows } = await sql<{ day: string; acc: unknown; interventions: unknown }>`
      select day, avg(acc) as acc, sum(iv) as interventions from (
        select substr(created_at, 1, 10) as day, accuracy as acc, 0 as iv
          from pronunciation_assessments where status = 'completed' and segment <> 0 and created_at >= ${since}
        union all
        select substr(created_at, 1, 10) as day, null as acc, 1 as iv
          from persona_interventions where persona_type = 'pronunciation_coach' and created_at >= ${since}
      ) t
      group by day having count(acc) > 0 order by day`.execute(this.db);
    return rows.map((r) => ({
      date: r.day,
      averageAccuracy: round1(toNumber(r.acc)),
      interventions: toNumber(r.interventions),
    }));
  }

  /** The words with the lowest average accuracy (case-folded), worst first; insertions excluded. */
  async lowestAccuracyWords(opts: AnalyticsWindow & { limit?: number } = {}): Promise<ChallengingWord[]> {
    const below = sql.lit(NEEDS_INTERVENTION_BELOW);
    let q = this.db
      .selectFrom('pronunciation_words as w')
      .innerJoin('pronunciation_assessments as a', 'a.id', 'w.assessment_id')
      .select((eb) => [
        sql<string>`lower(w.word)`.as('word'),
        eb.fn.avg<number>('w.accuracy_score').as('acc'),
        eb.fn.countAll().as('attempts'),
        eb.fn.sum<number>(sql`case when w.accuracy_score < ${below} then 1 else 0 end`).as('low'),
      ])
      .where('a.status', '=', 'completed')
      .where('a.segment', '<>', SESSION_SUMMARY_SEGMENT)
      .where(sql<string>`coalesce(w.teacher_error_type, w.error_type)`, '<>', 'Insertion');
    if (opts.days !== undefined) q = q.where('a.created_at', '>=', isoDaysAgo(opts.days, opts.now));
    const rows = await q
      .groupBy(sql`lower(w.word)`)
      .orderBy('acc')
      .orderBy('word')
      .limit(opts.limit ?? 10)
      .execute();
    return rows.map((r) => {
      const attempts = toNumber(r.attempts);
      const accuracy = round1(toNumber(r.acc));
      return {
        word: r.word,
        accuracyScore: accuracy,
        attempts,
        interventionRate: attempts === 0 ? 0 : round1((100 * toNumber(r.low)) / attempts),
        needsIntervention: accuracy < NEEDS_INTERVENTION_BELOW,
      };
    });
  }

  /** Word accuracy counts in the chart's buckets (90-100 … below 60), every bucket present. */
  async accuracyDistribution(
    opts: AnalyticsWindow & { conversationId?: string } = {},
  ): Promise<AccuracyBucketCount[]> {
    let q = this.db
      .selectFrom('pronunciation_words as w')
      .innerJoin('pronunciation_assessments as a', 'a.id', 'w.assessment_id')
      .select((eb) => [
        sql<string>`case when w.accuracy_score >= 90 then '90-100' when w.accuracy_score >= 80 then '80-89'
          when w.accuracy_score >= 70 then '70-79' when w.accuracy_score >= 60 then '60-69' else 'below 60' end`.as(
          'bucket',
        ),
        eb.fn.countAll().as('n'),
      ])
      .where('a.status', '=', 'completed')
      .where('a.segment', '<>', SESSION_SUMMARY_SEGMENT);
    if (opts.days !== undefined) q = q.where('a.created_at', '>=', isoDaysAgo(opts.days, opts.now));
    if (opts.conversationId !== undefined) q = q.where('a.conversation_id', '=', opts.conversationId);
    const rows = await q.groupBy(sql`1`).execute();
    const counts = new Map(rows.map((r) => [r.bucket, toNumber(r.n)]));
    return ACCURACY_DISTRIBUTION_BUCKETS.map((range) => ({ range, count: counts.get(range) ?? 0 }));
  }

  /** The `statistics` block of the session pronunciation report for one assessment. */
  async assessmentWordStatistics(assessmentId: string): Promise<AssessmentWordStatistics> {
    const { excellent, good, fair } = PRONUNCIATION_TIER_MIN_SCORES;
    const tier = sql<PronunciationTier>`case when accuracy_score >= ${sql.lit(excellent)} then 'excellent'
      when accuracy_score >= ${sql.lit(good)} then 'good' when accuracy_score >= ${sql.lit(fair)} then 'fair'
      else 'needs_work' end`;
    const errorType = sql<string>`coalesce(teacher_error_type, error_type)`;
    const words = this.db.selectFrom('pronunciation_words').where('assessment_id', '=', assessmentId);
    const [overall, tiers, errors] = await Promise.all([
      words
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.avg<number>('accuracy_score').as('acc')])
        .executeTakeFirstOrThrow(),
      words
        .select((eb) => [tier.as('tier'), eb.fn.countAll().as('n')])
        .groupBy(sql`1`)
        .execute(),
      words
        .select((eb) => [errorType.as('error_type'), eb.fn.countAll().as('n')])
        .groupBy(errorType)
        .execute(),
    ]);
    const distribution: Record<PronunciationTier, number> = { excellent: 0, good: 0, fair: 0, needs_work: 0 };
    for (const t of tiers) distribution[t.tier] = toNumber(t.n);
    return {
      word_count: toNumber(overall.n),
      avg_word_accuracy: round1(toNumber(overall.acc)),
      accuracy_distribution: distribution,
      error_distribution: Object.fromEntries(errors.map((e) => [e.error_type, toNumber(e.n)])),
    };
  }
}
