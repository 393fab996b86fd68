/**
 * The child shows the companion where they are (issue 20, deliverable 3): tapping a story word sends
 * reading.set_position on the voice socket; the highlight goes there and the next words read are
 * followed from it. Real Flite speech through the real socket and recogniser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import type { ReadingRecordRow } from '../../apps/server/src/db/schema';
import { furthest, highlights, openReadingSession, progressOf, readAloud } from './reading-fixture';

let server: TestServer;

const STORY = 'mia-and-the-moon-kite';
const SENTENCES = [
  'Mia made a kite from blue paper and two thin sticks.',
  'She drew a big white moon on it.',
  'Can we fly it now? Mia asked.',
  'The wind is too still, said Grandpa Joe.',
  'We must be patient.',
  'Mia waited all day.',
  'At last, when the sun went down, the trees began to sway.',
  'The wind was back!',
  'They ran up the hill behind the farm.',
  'Mia let the string go, bit by bit.',
];

/** The teacher's reading record once reading-follow has saved one that passes `ready`. */
async function savedRecord(id: string, ready: (r: ReadingRecordRow) => boolean): Promise<ReadingRecordRow> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const record = (await server.ctx.repos.reading.listRecords(id)).find(ready);
    if (record) return record;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the reading record was not saved');
}

beforeAll(async () => {
  server = await startTestServer({ listen: true });
}, 120_000);
afterAll(async () => server.close());

describe('the child taps the word they are on', () => {
  it('moves the highlight there, and tracking carries on from that word', async () => {
    const session = await openReadingSession(server, STORY, { shortTurns: true });
    const { id, client } = session;
    await readAloud(server, session, synthesizePcm(SENTENCES[0]!, { leadingSilenceMs: 300, trailingSilenceMs: 1200 }), 0);
    expect(furthest(client)).toBeGreaterThanOrEqual(9);
    expect(furthest(client)).toBeLessThan(20);

    // "They ran up the hill behind the farm." starts at word 58, far past what the recogniser listens for.
    let before = client.events.length;
    client.send({ type: 'reading.set_position', word_index: 58 });
    const moved = await client.waitForType('reading_progress', 20_000, before);
    expect(progressOf(moved)).toBe(58);

    before = client.events.length;
    await readAloud(server, session, synthesizePcm(`${SENTENCES[8]!} ${SENTENCES[9]!}`, { leadingSilenceMs: 300, trailingSilenceMs: 1200 }), 0);
    expect(furthest(client, before)).toBeGreaterThanOrEqual(70);
    // The sentence ends before word 74; a partial may run a word on ("the").
    expect(furthest(client, before)).toBeLessThanOrEqual(75);

    // The teacher's completion counts the words heard read (two sentences here and the first), not the
    // 58 words the tap passed over; the running record still shows the text up to the place reached.
    const record = await savedRecord(id, (r) => (r.reached_words ?? 0) >= 70);
    expect(record.completion_percentage).toBeGreaterThan(10);
    expect(record.completion_percentage).toBeLessThan(25);
    expect((await server.ctx.repos.conversations.get(id))?.completion_rate).toBe(record.completion_percentage);

    // Back to a word already passed: the highlight follows the child there too.
    before = client.events.length;
    client.send({ type: 'reading.set_position', word_index: 11 });
    expect(progressOf(await client.waitForType('reading_progress', 20_000, before))).toBe(11);
    await client.close();
  }, 180_000);

  it('answers a bad tap with an error event and keeps the socket', async () => {
    const { client } = await openReadingSession(server, STORY);
    const bad = [
      { frame: { type: 'reading.set_position', word_index: 154 }, code: 'invalid_word_index' },
      { frame: { type: 'reading.set_position', word_index: 'ten' }, code: 'invalid_event' },
      { frame: { type: 'reading.set_position', word_index: -3 }, code: 'invalid_event' },
      { frame: { type: 'reading.set_position' }, code: 'invalid_event' },
    ];
    for (const { frame, code } of bad) {
      const before = client.events.length;
      client.send(frame);
      const error = await client.waitForType('error', 20_000, before);
      expect((error.error as { code: string }).code, JSON.stringify(frame)).toBe(code);
    }
    // The highlight stayed where it was, and the session still answers.
    expect(highlights(client)).toEqual([0]);
    const before = client.events.length;
    client.send({ type: 'session.update', session: {} });
    await client.waitForType('session.updated', 20_000, before);
    await client.close();
  }, 120_000);
});
