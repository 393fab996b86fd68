/**
 * Opens and closes one voice session before a browser test, as any server that has already served a
 * child has done. The first session after boot loads the offline speech stack (several seconds on two
 * cores); until the server queues announcements that arrive during that load, a cold first session
 * loses its welcome and story announcements, and the tests would measure that start-up instead.
 */
import { newConversationId } from '@shared';
import { VoiceTestClient } from '../../voice/voice-client';

export async function warmVoiceSession(baseUrl: string, age = 7): Promise<void> {
  const id = newConversationId();
  const res = await fetch(`${baseUrl}/api/voicelive/session/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ conversation_id: id, age }),
  });
  if (!res.ok) throw new Error(`Creating the warm-up voice session failed: HTTP ${res.status}`);
  const client = await VoiceTestClient.connect(`${baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
  await client.waitForType('session.created', 90_000);
  await client.close();
}
