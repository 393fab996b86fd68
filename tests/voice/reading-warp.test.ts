/**
 * A recogniser that adapts to the reader (issue 20, deliverable 2): a voice raised toward a child's
 * (Flite's slt moved up five semitones with SoX, formants with the pitch) left the highlight on the first
 * word for the whole reading with the model's own filter bank; with the reader's warp chosen from their
 * first seconds of reading, the highlight follows them through the story. Real speech through the real
 * socket and recogniser.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenizeStory } from '@shared';
import { decodeWav, encodeWav } from '../../apps/server/src/voice/providers/local/audio/wav';
import { resamplePcm16 } from '../../apps/server/src/voice/providers/local/audio/resampler';
import { concatPcm16 } from '../../apps/server/src/voice/providers/local/audio/pcm16';
import { startTestServer, type TestServer } from '../support/test-server';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { highlights, openReadingSession, readAloud } from './reading-fixture';

let server: TestServer;

const STORY_ID = 'the-lost-red-boot-warp-test';
const SENTENCES = [
  'Sam had two red boots, but one morning he could only find one.',
  'He looked under his bed and behind the door.',
  'He looked in the bath and in the box of toys.',
  'His little sister Ella was sitting on the stairs with a big smile.',
];
const CONTENT = `${SENTENCES.slice(0, 2).join(' ')}\n\n${SENTENCES.slice(2).join(' ')}`;
const RATE_HZ = 24000;
const soxAvailable = spawnSync('sox', ['--version']).status === 0;

/** The sentences read by Flite's slt with a pause between, raised `cents` with SoX. */
function raisedReading(cents: number): Int16Array {
  const parts = SENTENCES.map((s) => synthesizePcm(s, { voice: 'slt', leadingSilenceMs: 300, trailingSilenceMs: 400 }));
  const pcm = concatPcm16(parts);
  const run = spawnSync('sox', ['-q', '-t', 'wav', '-', '-t', 'wav', '-', 'pitch', String(cents)], { input: encodeWav(pcm, RATE_HZ), maxBuffer: 1 << 28 });
  if (run.error || run.status !== 0) throw new Error(`sox failed: ${run.error?.message ?? run.stderr.toString()}`);
  const wav = decodeWav(run.stdout);
  return wav.sampleRateHz === RATE_HZ ? wav.samples : resamplePcm16(wav.samples, wav.sampleRateHz, RATE_HZ);
}

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  await server.ctx.repos.stories.upsert({
    id: STORY_ID,
    title: 'The Lost Red Boot',
    content: CONTENT,
    age_band: '6-8',
    reading_level: 'Grade 1',
    lexile_level: '300L',
    estimated_read_time: 1,
    tags: ['test'],
    status: 'draft',
    grade: 'Grade 2-3',
    difficulty: 'Easy',
    word_count: tokenizeStory(CONTENT).words.length,
    source: 'upload',
  });
}, 120_000);
afterAll(async () => server.close());

describe('a recogniser that adapts to the reader', () => {
  it.runIf(soxAvailable)('follows a voice raised five semitones through the story', async () => {
    const session = await openReadingSession(server, STORY_ID);
    await readAloud(server, session, raisedReading(500));
    const seen = highlights(session.client);
    const words = tokenizeStory(CONTENT).words.length;
    const lastSentence = words - tokenizeStory(SENTENCES.at(-1)!).words.length;
    // Into the last sentence: without the warp the highlight never left the first word.
    expect(Math.max(...seen), seen.join(' ')).toBeGreaterThanOrEqual(lastSentence);
    expect(Math.max(...seen)).toBeLessThanOrEqual(words);
    await session.client.close();
  }, 300_000);
});
