/**
 * How well the question pass's confidence separates lines heard right from lines heard wrong, on the
 * tuning story only (nora-and-the-lighthouse-lamp) with lines written for this probe: questions the
 * grammar holds, roleplay questions to a character ("what did you find"), short answers ("the shed")
 * and chatter it does not hold. Each voice reads the story's opening first, as a child would, on one
 * stream per voice. Prints per line the heard text, whether it is exact, its confidence and the margin it
 * stands for (per frame of speech, after the air allowance), then how many right and wrong hearings are
 * confident (CONFIDENT_HEARING) and usable guesses (USABLE_GUESS), and how many pass each margin. Not a bench item: run
 * `node --import tsx bench/tools/hearing-confidence-probe.ts` (PROBE_VOICES=kal16,espeak-f3,…).
 */
import { readFileSync } from 'node:fs';
import { tokenizeStory } from '@shared';
import { InProcessSpeechBackend } from '../../apps/server/src/voice/providers/local/worker-pool/in-process-backend';
import { LocalSpeechRecognizer } from '../../apps/server/src/voice/providers/local/recognizer/local-recognizer';
import { speechSpanMs, wordEndingLevel } from '../../apps/server/src/voice/providers/local/recognizer/speech-level';
import { QUESTION_AUDIO_MARGIN_MS, QUESTION_CONFIDENCE_CENTER } from '../../apps/server/src/voice/providers/local/recognizer/tuning';
import { intentVocabulary, questionVocabulary } from '../../apps/server/src/voice/session/grammar-plan';
import { analyzeStory } from '../../apps/server/src/companion/analysis/analyze-story';
import { storyContext } from '../../apps/server/src/companion/session/state';
import { CONFIDENT_HEARING } from '../../apps/server/src/language/recognized-words';
import { USABLE_GUESS } from '../../apps/server/src/companion/session/clarify';
import { synthesizePcm } from '../../tests/support/speech/synthesize-wav';
import { espeakPcm } from '../../tests/support/speech/espeak-speech';

const STORY = process.env.PROBE_STORY ?? 'nora-and-the-lighthouse-lamp';
// PROBE_ITEMS: a story of the understanding probe (bench/data/probe/understanding/*.json), its questions as the lines.
const probeItems = process.env.PROBE_ITEMS ? (JSON.parse(readFileSync(process.env.PROBE_ITEMS, 'utf8')) as { title: string; content: string; items: { text: string }[] }) : null;
const [title = STORY, ...body] = probeItems ? [probeItems.title, probeItems.content] : readFileSync(`bench/data/conversation/tuning/${STORY}.txt`, 'utf8').split('\n');
const input = { id: STORY, title, content: body.join('\n').trim() };
const story = storyContext(input, analyzeStory(input));
const intents = intentVocabulary(story);
const opening = tokenizeStory(input.content).words.slice(0, 20).map((w) => w.norm);
const sentences = input.content.split(/(?<=[.!?])\s+/);

type Kind = 'question' | 'roleplay' | 'short' | 'chatter';
const NORA_LINES: Record<Kind, string[]> = {
  question: [
    'who is ben', 'where did nora run', 'what did grandpa sam give nora', 'what was in the box', 'why was nora worried',
    'where is the lighthouse', 'who is grandpa sam', 'how many bulbs were in the box', 'what happens next', 'i don\'t get it',
    'can you read it to me', 'what does glow mean', 'what did nora find in the shed', 'when did the lamp stop working',
  ],
  roleplay: ['what did you find', 'where do you live', 'why were you worried', 'are you happy', 'what did you carry', 'who is your friend'],
  short: ['nora', 'ben', 'the shed', 'a box', 'bulbs', 'three', 'grandpa sam', 'it was nora', 'the lighthouse', 'a key'],
  chatter: ['do you like pizza', 'my dog is called max', 'i went to the park yesterday', 'can we play a game', 'tell me a joke', 'my mum made pancakes', 'this is boring', 'i have a new bike'],
};
/** The fourth tuning story's lines (written 27 November, fifth session), none of them the bench's items. */
const RAVI_LINES: Record<Kind, string[]> = {
  question: [
    'who is ravi', 'who is uncle dev', 'who did ravi help', 'what did biscuit chew', 'where did biscuit run', 'why was ravi scared',
    'what did ravi grab', 'when did the gate open', 'how many nails were there', 'what happened to the gate', 'what does chewing mean',
    'what do you think happens next', 'can you read that again', 'i don\'t understand', 'what was biscuit doing', 'who was laughing',
  ],
  roleplay: ['what did you eat', 'why did you run away', 'where do you live', 'are you scared', 'what did you grab', 'who is your uncle'],
  short: ['biscuit', 'ravi', 'a carrot', 'the market', 'two', 'uncle dev', 'it was biscuit', 'a straw hat', 'the gate', 'an apple'],
  chatter: ['do you have a pet', 'my cat is called luna', 'we had pizza for lunch', 'can we play outside', 'i am tired', 'my sister has a bike', 'i like dinosaurs', 'what is your name'],
};
const LINES: Partial<Record<Kind, string[]>> = probeItems
  ? { question: probeItems.items.map((i) => i.text) }
  : STORY === 'ravi-and-the-runaway-goat' ? RAVI_LINES : NORA_LINES;

const recognizer = await LocalSpeechRecognizer.create(new InProcessSpeechBackend(), { openVocabulary: null });
const questionGrammar = await recognizer.compileGrammar({ kind: 'question', questions: questionVocabulary(story), intents });
const readingGrammar = await recognizer.compileGrammar({ kind: 'reading', words: opening, intents });

function speak(voice: string, text: string): Int16Array {
  if (voice.startsWith('espeak-')) return espeakPcm([text], { voice: `en-us+${voice.slice(7)}`, pitch: 70, wordsPerMinute: 150, pauseMs: 400, sampleRateHz: 16000 });
  return synthesizePcm(text, { sampleRateHz: 16000, voice, leadingSilenceMs: 300, trailingSilenceMs: 500 });
}

interface Row {
  kind: Kind;
  voice: string;
  text: string;
  heard: string;
  exact: boolean;
  confidence: number;
  perSpeech: number;
  perWindow: number;
}
const rows: Row[] = [];
const voices = (process.env.PROBE_VOICES ?? 'kal16,rms,slt,awb,espeak-f3,espeak-m3').split(',');
for (const voice of voices) {
  const stream = await recognizer.openStream(`probe-${voice}`);
  await stream.setGrammar(readingGrammar);
  await stream.setQuestionGrammar(questionGrammar);
  let clock = 1000;
  const say = async (pcm: Int16Array) => {
    for (let i = 0; i < pcm.length; i += 1600) await stream.write(pcm.subarray(i, i + 1600), clock + i / 16);
    clock += pcm.length / 16 + 500;
    return stream.end();
  };
  await say(speak(voice, sentences.slice(0, 2).join(' ')));
  for (const [kind, lines] of Object.entries(LINES) as [Kind, string[]][]) {
    for (const text of lines) {
      const pcm = speak(voice, text);
      const r = await say(pcm);
      const c = Math.min(Math.max(r.confidence ?? 0, 1e-300), 1 - 1e-16);
      const perSpeech = QUESTION_CONFIDENCE_CENTER + Math.log(c / (1 - c));
      const first = r.words[0];
      const last = r.words.at(-1);
      const speechFrames = first && last ? (last.endMs - first.startMs) / 10 : 0;
      const span = speechSpanMs(pcm, wordEndingLevel(pcm));
      const windowFrames = span ? (span.endMs - span.startMs + 2 * QUESTION_AUDIO_MARGIN_MS) / 10 : 1;
      const perWindow = (perSpeech * speechFrames) / windowFrames;
      const heard = r.text;
      rows.push({ kind, voice, text, heard, exact: heard === text, confidence: r.confidence ?? 0, perSpeech, perWindow });
      process.stdout.write(`${kind}\t${voice}\t${text}\t→ "${heard}"\t${heard === text ? 'EXACT' : ''}\tspeech ${perSpeech.toFixed(1)}\twindow ${perWindow.toFixed(1)}\tframes ${speechFrames}/${windowFrames}\tc=${(r.confidence ?? 0).toFixed(3)}\n`);
    }
  }
  await stream.close();
}

// In-grammar kinds count as right when heard exactly; chatter (and roleplay while the grammar lacks "you") never.
const right = (r: Row): boolean => r.kind !== 'chatter' && r.exact;
for (const [name, line] of [['confident', CONFIDENT_HEARING], ['usable guess', USABLE_GUESS]] as const) {
  const pass = (rs: Row[]): string => `${rs.filter((r) => r.confidence >= line).length}/${rs.length}`;
  process.stdout.write(`\n${name} (≥ ${line}): right ${pass(rows.filter(right))}, wrong ${pass(rows.filter((r) => !right(r)))}, chatter ${pass(rows.filter((r) => r.kind === 'chatter'))}\n`);
  for (const kind of Object.keys(LINES) as Kind[]) process.stdout.write(`  ${kind}: right ${pass(rows.filter((r) => r.kind === kind && right(r)))}, wrong ${pass(rows.filter((r) => r.kind === kind && !right(r)))}\n`);
}
for (const measure of ['perSpeech', 'perWindow'] as const) {
  process.stdout.write(`\n${measure}: line → right hearings passing / wrong hearings passing\n`);
  const goods = rows.filter(right);
  const bads = rows.filter((r) => !right(r));
  for (const line of [-8, -6, -5, -4, -3, -2, -1, 0, 1]) {
    const g = goods.filter((r) => r[measure] >= line).length;
    const b = bads.filter((r) => r[measure] >= line).length;
    process.stdout.write(`  ≥ ${String(line).padStart(3)}: right ${g}/${goods.length}  wrong ${b}/${bads.length}\n`);
  }
}
