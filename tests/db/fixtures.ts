/** Small builders for rows the database suites insert. */
import { randomBytes } from 'node:crypto';
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
