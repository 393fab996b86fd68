/** Small builders for rows the database suites insert. */
import { randomBytes } from 'node:crypto';
import type { Repositories } from '../../apps/server/src/db/repositories';
import type { AssessmentScores } from '../../apps/server/src/db/repositories/pronunciation';
import type { NewConversation } from '../../apps/server/src/db/schema';

export function conversationId(): string {
  return `conversation_${Date.now()}_${randomBytes(16).toString('hex')}`;
}

export function conversation(overrides: Partial<NewConversation> = {}): NewConversation {
  const at = overrides.started_at ?? new Date().toISOString();
  return {
    id: conversationId(),
    user_age: 7,
    age_band: '6-8',
    story_id: null,
    story_title: null,
    voice_provider: 'local',
    started_at: at,
    last_activity_at: at,
    ended_at: null,
    engagement_score: null,
    completion_rate: null,
    ...overrides,
  };
}

/** An ISO timestamp `minutes` after `base`. */
export function plusMinutes(base: string, minutes: number): string {
  return new Date(Date.parse(base) + minutes * 60_000).toISOString();
}

/** One scripted assessment of `words` ([word, accuracy, error type]), started and completed at `at`. */
export async function completedAssessment(
  repos: Repositories,
  conversationId: string,
  at: string,
  words: [string, number, string][],
  scores: Partial<AssessmentScores> = {},
): Promise<string> {
  const a = await repos.pronunciation.start({
    conversation_id: conversationId,
    session_id: `ps-${conversationId}`,
    mode: 'scripted',
    locale: 'en-US',
    reference_text: words.map((w) => w[0]).join(' '),
    start_word_index: 0,
    end_word_index: words.length - 1,
    segment: 1,
    created_at: at,
  });
  await repos.pronunciation.complete(
    a.id,
    {
      recognizedText: '',
      accuracy: 70,
      fluency: 70,
      completeness: 100,
      prosody: 60,
      overall: 70,
      durationSeconds: 3,
      ...scores,
    },
    words.map(([word, accuracyScore, errorType]) => ({ word, accuracyScore, errorType, syllables: [] })),
  );
  return a.id;
}
