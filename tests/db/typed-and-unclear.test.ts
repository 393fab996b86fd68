/**
 * Migration 0008 on both databases: a child's line keeps how it came (typed or spoken) and an alert
 * whether it rests on unclear audio, and the teacher's views read both; rows written without them
 * read as spoken and clear.
 */
import { describe, expect, it } from 'vitest';
import { toSafetyAlert, toTranscriptEntry } from '../../apps/server/src/dashboard/session-views';
import { BACKENDS, useDatabase } from './backends';
import { conversation } from './fixtures';

describe.each(BACKENDS)('typed lines and unclear-audio alerts on $name', (backend) => {
  const fx = useDatabase(backend);

  it('stores a typed line as typed and a spoken one as voice, and the transcript says so', async () => {
    const { conversations } = fx.repos;
    const conv = await conversations.create(conversation());
    await conversations.appendMessage({ conversationId: conv.id, id: 'spoken', role: 'user', content: 'who is Leo' });
    await conversations.appendMessage({ conversationId: conv.id, id: 'typed', role: 'user', content: 'who is Grandpa Joe', inputMode: 'typed' });
    await conversations.appendMessage({ conversationId: conv.id, id: 'reply', role: 'assistant', content: 'Leo is her brother.' });
    const entries = (await conversations.listMessages(conv.id)).map(toTranscriptEntry);
    expect(entries.map((e) => [e.id, e.speaker, e.inputMode])).toEqual([
      ['spoken', 'student', 'voice'],
      ['typed', 'student', 'typed'],
      ['reply', 'agent', undefined],
    ]);
  });

  it('keeps the unclear-audio mark on an alert, with the session, story and age beside it', async () => {
    const { conversations, safetyAlerts } = fx.repos;
    const conv = await conversations.create(conversation({ story_title: 'Mia and the Red Kite', user_age: 7, age_band: '6-8' }));
    const { message } = await conversations.appendMessage({ conversationId: conv.id, role: 'user', content: 'day hit me at cool' });
    await safetyAlerts.create({
      conversation_id: conv.id, message_id: message.id, alert_type: 'violence', severity: 'high',
      description: 'Unclear audio: the child may have said that someone hurts them.', unclear_audio: 1,
    });
    await safetyAlerts.create({ conversation_id: conv.id, alert_type: 'bullying', severity: 'high', description: 'clear' });
    const alerts = (await safetyAlerts.list({ conversationId: conv.id })).map(toSafetyAlert);
    const unclear = alerts.find((a) => a.alertType === 'violence');
    expect(unclear).toMatchObject({
      unclearAudio: true, conversation_id: conv.id, storyTitle: 'Mia and the Red Kite', studentAge: 7, ageBand: '6-8', line: 'day hit me at cool',
    });
    expect(alerts.find((a) => a.alertType === 'bullying')?.unclearAudio).toBe(false);
  });
});
