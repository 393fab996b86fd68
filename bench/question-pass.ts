/**
 * What the question pass (issue 25) costs and buys at the end of a turn (run: npm run bench -- question-pass).
 *
 * On the tuning story only (nora-and-the-lighthouse-lamp; held-out stories are not looked at here), each
 * spoken line of its conversation items is said by the four Flite voices into a recognition stream that
 * listens as a reading session does (the reading grammar at the story's opening, the request branch),
 * once without the question grammar and once with it. Prints the time `end()` takes — the wait between
 * the child's last audio and the turn's words — with and without the pass, and what each heard: the
 * line exactly, and how many of those the pass was sure of (confidence ≥ CONFIDENT_HEARING). The
 * worker is warm (one stream per condition, reused), as in a session.
 */
import { readFileSync } from 'node:fs';
import { tokenizeStory } from '@shared';
import { InProcessSpeechBackend } from '../apps/server/src/voice/providers/local/worker-pool/in-process-backend';
import { LocalSpeechRecognizer } from '../apps/server/src/voice/providers/local/recognizer/local-recognizer';
import type { FinalRecognition, RecognitionStream } from '../apps/server/src/voice/providers/local/recognizer/types';
import { intentVocabulary, questionVocabulary } from '../apps/server/src/voice/session/grammar-plan';
import { analyzeStory } from '../apps/server/src/companion/analysis/analyze-story';
import { storyContext } from '../apps/server/src/companion/session/state';
import { CONFIDENT_HEARING } from '../apps/server/src/language/recognized-words';
import { synthesizePcm } from '../tests/support/speech/synthesize-wav';
import { describeLoad, startLoadMeter } from './support/machine-load';
import { line, p50p95, pct } from './support/stats';

const STORY = 'nora-and-the-lighthouse-lamp';
const VOICES = ['kal16', 'rms', 'slt', 'awb'] as const;

const [title = STORY, ...body] = readFileSync(`bench/data/conversation/tuning/${STORY}.txt`, 'utf8').split('\n');
const input = { id: STORY, title, content: body.join('\n').trim() };
const story = storyContext(input, analyzeStory(input));
const items = (JSON.parse(readFileSync(`bench/data/conversation/items/${STORY}.json`, 'utf8')) as { items: Array<{ text: string; setup?: string[] }> }).items;
const lines = [...new Set(items.flatMap((item) => [...(item.setup ?? []), item.text]))];
const intents = intentVocabulary(story);
const opening = tokenizeStory(input.content).words.slice(0, 20).map((w) => w.norm);

const recognizer = await LocalSpeechRecognizer.create(new InProcessSpeechBackend(), { openVocabulary: null });
const compileStarted = performance.now();
const questionGrammar = await recognizer.compileGrammar({ kind: 'question', questions: questionVocabulary(story), intents });
const compileMs = performance.now() - compileStarted;
const readingGrammar = await recognizer.compileGrammar({ kind: 'reading', words: opening, intents });

async function listener(questionPass: boolean): Promise<RecognitionStream> {
  const stream = await recognizer.openStream(`question-pass-${questionPass}`);
  await stream.setGrammar(readingGrammar);
  if (questionPass) await stream.setQuestionGrammar(questionGrammar);
  return stream;
}

interface Heard {
  endMs: number;
  result: FinalRecognition;
}

async function say(stream: RecognitionStream, pcm: Int16Array): Promise<Heard> {
  for (let i = 0; i < pcm.length; i += 1600) await stream.write(pcm.subarray(i, i + 1600), 1000 + i / 16);
  const started = performance.now();
  const result = await stream.end();
  return { endMs: performance.now() - started, result };
}

const without = await listener(false);
const withPass = await listener(true);
const load = startLoadMeter();
const before: Heard[] = [];
const after: Heard[] = [];
const exactBefore: string[] = [];
const exactAfter: string[] = [];
let sure = 0;
for (const voice of VOICES) {
  for (const text of lines) {
    const pcm = synthesizePcm(text, { sampleRateHz: 16000, voice, leadingSilenceMs: 300, trailingSilenceMs: 500 });
    const b = await say(without, pcm);
    const a = await say(withPass, pcm);
    before.push(b);
    after.push(a);
    if (b.result.text === text) exactBefore.push(text);
    if (a.result.text === text) exactAfter.push(text);
    if (a.result.text === text && (a.result.confidence ?? 0) >= CONFIDENT_HEARING) sure += 1;
    if (process.env.BENCH_VERBOSE) process.stdout.write(`  ${voice} "${text}" → before "${b.result.text}", after "${a.result.text}" (${(a.result.confidence ?? 0).toFixed(2)})\n`);
  }
}
const reading = load();

process.stdout.write(`\n${lines.length} lines × ${VOICES.length} voices on ${STORY} (tuning story); ${describeLoad(reading)}\n`);
line('question grammar build (once per story)', `${compileMs.toFixed(0)} ms, ${questionGrammar.stateCount} states, ${questionGrammar.arcs.length} arcs`);
line('turn end without the question pass', p50p95(before.map((h) => h.endMs)));
line('turn end with the question pass', p50p95(after.map((h) => h.endMs)));
const extra = after.map((h, i) => h.endMs - (before[i]?.endMs ?? 0));
line('extra time at the end of a turn', p50p95(extra));
line('lines heard exactly, without the pass', pct(exactBefore.length, before.length));
line('lines heard exactly, with the pass', pct(exactAfter.length, after.length));
line('  of which heard with confidence', pct(sure, exactAfter.length));
const wrongButSure = after.filter((h, i) => h.result.text !== lines[i % lines.length] && (h.result.confidence ?? 0) >= CONFIDENT_HEARING).length;
line('lines heard otherwise but with confidence', pct(wrongButSure, after.length));
await without.close();
await withPass.close();
