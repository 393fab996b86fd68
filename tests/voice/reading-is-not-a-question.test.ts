/**
 * A child reading aloud in a voice the recogniser was not tuned on (eSpeak NG, child-like pitch) is
 * never taken for a question or an unsafe line. The reading pass followed the first sentences and then
 * lost the reader; the turn was judged not reading (too many unnamed words), and the question grammar
 * forced the whole reading onto "i really am going to cut myself": a critical self-harm alert, and "Please
 * tell a grown-up you trust right now" said to a seven-year-old reading Mia and the Moon Kite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { espeakPcm } from '../support/speech/espeak-speech';
import { furthest, openReadingSession, readAloud } from './reading-fixture';

let server: TestServer;
const STORY_ID = 'mia-and-the-moon-kite';
const READING =
  'Mia made a kite from blue paper and two thin sticks. She drew a big white moon on it. Can we fly it now? Mia asked. The wind is too still, said Grandpa Joe. We must be patient.';

beforeAll(async () => {
  server = await startTestServer({ listen: true });
}, 120_000);
afterAll(async () => server.close());

describe('a reading in an unfamiliar voice', () => {
  it('stays reading: no question heard, no safety alert, no reply, the highlight moved on', async () => {
    const session = await openReadingSession(server, STORY_ID);
    const { id, client } = session;

    // One breath, as the child read it; reading mode's own 4 s of silence ends the turn.
    const reading = espeakPcm([READING], { pitch: 70, wordsPerMinute: 140, pauseMs: 2000 });
    const before = client.events.length;
    await readAloud(server, session, reading, 6000);
    const heard = await client.waitForType('conversation.item.input_audio_transcription.completed', 1000, before);

    expect(String(heard.transcript)).toMatch(/^mia made a kite/);
    expect(furthest(client)).toBeGreaterThanOrEqual(20);
    // The companion listens quietly while the child reads: nothing was asked, so nothing is answered.
    expect(client.events.slice(before).filter((e) => e.type === 'response.audio_transcript.done')).toEqual([]);
    await client.close();
    expect(await server.ctx.repos.safetyAlerts.list({ conversationId: id })).toEqual([]);
    const childLines = (await server.ctx.repos.conversations.listMessages(id)).filter((m) => m.role === 'user');
    expect(childLines.map((m) => m.content).join(' ')).not.toMatch(/myself|grown-up/);
  }, 180_000);
});
