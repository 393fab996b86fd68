/**
 * Pronunciation assessment calls the child's reader makes: start, stop and the session aggregate the
 * floating panel polls. Start and stop fail with the server's detail when it gives one.
 */
import { z } from 'zod';
import { apiPath, HttpError, requestJson } from './http';

const StartStopResponseSchema = z.object({ success: z.boolean(), assessment_id: z.string().nullish() }).loose();

export const SessionAggregateSchema = z
  .object({
    success: z.boolean(),
    overall_metrics: z.object({
      accuracy: z.number(),
      fluency: z.number(),
      total_segments: z.number(),
      total_words_assessed: z.number(),
    }),
    progress: z.object({ improvement: z.number() }).loose(),
    segments: z.array(
      z.object({
        segment: z.number(),
        accuracy: z.number(),
        word_count: z.number(),
        error_count: z.number(),
        reference_text: z.string(),
        start_word_index: z.number(),
        end_word_index: z.number(),
      }),
    ),
    mispronunciations: z.object({
      count: z.number(),
      words: z.array(z.object({ word: z.string(), segment: z.number(), error_type: z.string(), accuracy: z.number() })),
    }),
  })
  .loose();
export type SessionAggregate = z.infer<typeof SessionAggregateSchema>;

export interface AssessmentIds {
  conversationId: string;
  sessionId: string;
}

function detailOr(error: unknown, fallback: string): Error {
  return new Error(error instanceof HttpError ? (error.detail ?? fallback) : fallback);
}

export async function startAssessment(ids: AssessmentIds, userAge?: number): Promise<void> {
  try {
    await requestJson(apiPath('pronunciation/start'), {
      method: 'POST',
      body: { conversation_id: ids.conversationId, session_id: ids.sessionId, user_age: userAge },
      schema: StartStopResponseSchema,
    });
  } catch (error) {
    throw detailOr(error, 'Failed to start assessment');
  }
}

export async function stopAssessment(ids: AssessmentIds, referenceText?: string): Promise<string | null> {
  try {
    const answer = await requestJson(apiPath('pronunciation/stop'), {
      method: 'POST',
      body: { conversation_id: ids.conversationId, session_id: ids.sessionId, reference_text: referenceText },
      schema: StartStopResponseSchema,
    });
    return answer.assessment_id ?? null;
  } catch (error) {
    throw detailOr(error, 'Failed to stop assessment');
  }
}

export async function getSessionAggregate(sessionId: string): Promise<SessionAggregate> {
  try {
    return await requestJson(apiPath(`pronunciation/session/${encodeURIComponent(sessionId)}/aggregate`), {
      schema: SessionAggregateSchema,
      maxAttempts: 1,
    });
  } catch (error) {
    if (error instanceof HttpError) throw new Error(`Failed to get session aggregate: ${error.status}`);
    throw error;
  }
}

export const SpeechStoppedAnswerSchema = z
  .object({
    assessed: z.boolean(),
    reason: z.string().nullable(),
    assessment: z
      .object({
        accuracy_score: z.number(),
        pronunciation_coach_triggered: z.boolean(),
        difficult_word: z.string().nullable(),
        assessment_id: z.string(),
      })
      .loose()
      .nullable(),
  })
  .loose();
export type SpeechStoppedAnswer = z.infer<typeof SpeechStoppedAnswerSchema>;

export interface SpeechStoppedInput extends AssessmentIds {
  itemId: string;
  referenceText: string;
  userAge: number;
}

/** POST /api/pronunciation/speech_stopped: assess the utterance that just ended against the story. */
export async function assessSpeechStopped(input: SpeechStoppedInput): Promise<SpeechStoppedAnswer> {
  return requestJson(apiPath('pronunciation/speech_stopped'), {
    method: 'POST',
    body: {
      conversation_id: input.conversationId,
      session_id: input.sessionId,
      item_id: input.itemId,
      reference_text: input.referenceText,
      user_age: input.userAge,
    },
    schema: SpeechStoppedAnswerSchema,
    maxAttempts: 1,
  });
}

const ResultsSchema = z.object({ assessment: z.object({ scores: z.object({ accuracy: z.number() }).loose() }).loose() });

/** The final accuracy of a stopped assessment (GET /api/pronunciation/results/{id}); null when there is none (404). */
export async function getFinalAccuracy(sessionId: string): Promise<number | null> {
  try {
    const answer = await requestJson(apiPath(`pronunciation/results/${encodeURIComponent(sessionId)}`), {
      schema: ResultsSchema,
      maxAttempts: 1,
    });
    return answer.assessment.scores.accuracy;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw new Error('Failed to fetch results');
  }
}

/** The word the pronunciation coach picked, when the answer says the coach stepped in. */
export function coachWordFrom(answer: SpeechStoppedAnswer): string | null {
  const assessment = answer.assessment;
  if (!answer.assessed || !assessment?.pronunciation_coach_triggered) return null;
  const word = assessment.difficult_word?.trim();
  return word ? word : null;
}
