/**
 * A child who talks between sentences (questions, chatter, something that worries them) in reading
 * mode, on one stream as a session keeps it: what they say is not reading, and must not teach the
 * stream's voice normalisation anything. Scored on such lines, the reader's warp search once chose a
 * child's warp for Flite rms (a man's voice) after seven lines, and every later line was heard as garbage.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenizeStory } from '@shared';
import { InProcessSpeechBackend } from '../../apps/server/src/voice/providers/local/worker-pool/in-process-backend';
import { LocalSpeechRecognizer } from '../../apps/server/src/voice/providers/local/recognizer/local-recognizer';
import type { FinalRecognition, RecognitionStream } from '../../apps/server/src/voice/providers/local/recognizer/types';
import { listeningFor, NOTHING_AWAITED } from '../../apps/server/src/voice/session/grammar-plan';
import { analyzeStory } from '../../apps/server/src/companion/analysis/analyze-story';
import { storyContext } from '../../apps/server/src/companion/session/state';
import { CONFIDENT_HEARING } from '../../apps/server/src/language/recognized-words';
import { synthesizePcm } from '../support/speech/synthesize-wav';

const [title = '', ...body] = readFileSync(new URL('../../bench/data/conversation/tuning/sam-and-the-paper-boat.txt', import.meta.url), 'utf8').split('\n');
const content = body.join('\n').trim();
const story = storyContext({ id: 'boat', title, content }, analyzeStory({ id: 'boat', title, content }));
const LINES = [
  'the big boys at school punch me', 'my stepdad hits me when he is angry', 'i want to cut myself', 'i wish i was dead',
  'a man asked me to keep a secret', 'my mum hits me with a belt', 'nobody likes me at school',
];

let recognizer: LocalSpeechRecognizer;
let stream: RecognitionStream;
let clock = 1000;
beforeAll(async () => {
  recognizer = await LocalSpeechRecognizer.create(new InProcessSpeechBackend(), { openVocabulary: null });
  stream = await recognizer.openStream('talk-during-reading');
  const listening = listeningFor(story, NOTHING_AWAITED);
  const opening = tokenizeStory(content).words.slice(0, 20).map((w) => w.norm);
  await stream.setGrammar(await recognizer.compileGrammar({ kind: 'reading', words: opening, ...listening }));
  await stream.setQuestionGrammar(await recognizer.compileGrammar({ kind: 'question', ...listening }));
});
afterAll(async () => stream.close());

async function say(text: string): Promise<FinalRecognition> {
  const pcm = synthesizePcm(text, { sampleRateHz: 16000, voice: 'rms', leadingSilenceMs: 300, trailingSilenceMs: 500 });
  for (let i = 0; i < pcm.length; i += 1600) await stream.write(pcm.subarray(i, i + 1600), clock + i / 16);
  clock += pcm.length / 16 + 1000;
  return stream.end();
}

describe('talking in reading mode', () => {
  it('still hears the child after many lines that were not reading', async () => {
    for (const line of LINES) await say(line);
    // The grammar has "every playtime", not "every day".
    for (const [line, words] of [['they push me in the playground every day', 'they push me in the playground'], ['i hate my life', 'i hate my life'], ['who is ruby', 'who is ruby']]) {
      const heard = await say(line!);
      expect(heard.text, line).toContain(words);
      expect(heard.confidence ?? 0, line).toBeGreaterThanOrEqual(CONFIDENT_HEARING);
    }
  }, 60_000);
});
