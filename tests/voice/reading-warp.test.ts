/**
 * A recogniser that adapts to the reader (issue 20, deliverable 2): a voice raised toward a child's
 * (Flite's slt moved up five semitones with SoX, formants with the pitch) left the highlight on the first
 * word for the whole reading with the model's own filter bank; with the reader's warp chosen from their
 * first seconds of reading, the highlight follows them through the story. Real speech through the real
 * socket and recogniser.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId, tokenizeStory } from '@shared';
import { decodeWav, encodeWav } from '../../apps/server/src/voice/providers/local/audio/wav';
import { resamplePcm16 } from '../../apps/server/src/voice/providers/local/audio/resampler';
import { startTestServer, type TestServer } from '../support/test-server';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { VoiceTestClient, type ServerEvent } from './voice-client';

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
  const pcm = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    pcm.set(part, at);
    at += part.length;
  }
  const run = spawnSync('sox', ['-q', '-t', 'wav', '-', '-t', 'wav', '-', 'pitch', String(cents)], { input: encodeWav(pcm, RATE_HZ), maxBuffer: 1 << 28 });
  if (run.error || run.status !== 0) throw new Error(`sox failed: ${run.error?.message ?? run.stderr.toString()}`);
  const wav = decodeWav(run.stdout);
  return wav.sampleRateHz === RATE_HZ ? wav.samples : resamplePcm16(wav.samples, wav.sampleRateHz, RATE_HZ);
}

async function readingSession(age = 7): Promise<VoiceTestClient> {
  const id = newConversationId();
  const json = { 'content-type': 'application/json' };
  await fetch(`${server.baseUrl}/api/voicelive/session/create`, { method: 'POST', headers: json, body: JSON.stringify({ conversation_id: id, age }) });
  await fetch(`${server.baseUrl}/api/story-context/update-context`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ storyId: STORY_ID, userAge: age, conversationId: id, readingMode: true }),
  });
  const client = await VoiceTestClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
  await client.waitForType('session.created', 60_000);
  await client.waitForType('reading_progress', 30_000);
  return client;
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
    const client = await readingSession();
    const before = client.events.length;
    await client.streamAudio(raisedReading(500), 1);
    await client.streamAudio(new Int16Array(RATE_HZ * 5), 1);
    await client.waitForType('input_audio_buffer.speech_stopped', 60_000, before);
    const seen = client.events.filter((e: ServerEvent) => e.type === 'reading_progress').map((e) => (e.progress as { current_word_index: number }).current_word_index);
    const words = tokenizeStory(CONTENT).words.length;
    const lastSentence = words - tokenizeStory(SENTENCES.at(-1)!).words.length;
    // Into the last sentence: without the warp the highlight never left the first word.
    expect(Math.max(...seen), seen.join(' ')).toBeGreaterThanOrEqual(lastSentence);
    expect(Math.max(...seen)).toBeLessThanOrEqual(words);
    await client.close();
  }, 300_000);
});
