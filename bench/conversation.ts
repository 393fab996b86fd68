/**
 * Talking with the companion during reading, on stories it has never seen (run: npm run bench -- conversation).
 *
 * Issue 25's measure: what a child says about the story they are reading — literal questions (who, what,
 * where, when, why, how many), word meanings, "what happens next", "I don't get it", "read it to me", a
 * quiz answer, a roleplay line, off-topic chatter and unsafe lines — spoken during reading, scored on the
 * companion's reply: answered (the expected answer words are in it), asked again or checked (its
 * clarification wording, support/conversation-items.ts), wrong (anything else), silent (no reply).
 *
 * Material (bench/data/conversation/): four stories written for this bench, uploaded through the
 * teacher's upload route as a new user would, and one seeded story; for each, 16 things a child says
 * (items/<story>.json) with the answer words expected, written from the story text alone.
 *   TUNING (rules may be looked at on them): tuning/nora-and-the-lighthouse-lamp, tuning/sam-and-the-paper-boat,
 *   tuning/lily-and-the-lost-mitten, tuning/ravi-and-the-runaway-goat.
 *   HELD-OUT: held-out/the-bakery-on-pepper-street, held-out/theo-and-the-missing-drum,
 *   held-out/the-night-walk-at-fern-lake, and the seeded kofi-and-the-hermit-crab.
 * Never look at held-out results, item by item, to change the product's rules: only at their figures.
 * The targets of issue 25 are judged on held-out stories.
 *
 * Conditions: `flite`, the four bundled Flite voices in turn, one per sitting (one child, one voice; the main condition, every
 * story); `typed`, the same items typed over the voice socket (every story; the reading before them is
 * still spoken, by Flite), to tell understanding from hearing. HELD OUT, as in the reading-robustness
 * bench, on held-out stories only: `espeak` (eSpeak NG voices at a child-like pitch), `shifted` (Flite
 * moved +300..+600 cents and slowed with SoX), `noise15` (Flite under classroom noise at 15 dB SNR);
 * on the first two held-out stories written for the bench (BENCH_FULL=1: on every held-out story), so that
 * a default run fits in about a quarter of an hour on a busy 2-core machine.
 *
 * A sitting is one conversation, opened as the child app opens one (story analysed, reading mode, the
 * voice socket, reading mode's turn detection) and driven as the app drives it (support/child-app.ts:
 * push-to-talk turns, the transcript log and topic monitoring calls). Per story and condition: one
 * sitting in which the child reads a sentence, asks two things, reads the next sentence, asks the next
 * two (who … "read it to me", then the off-topic line last); and one sitting each for the quiz ("quiz me",
 * then the answer to the question the companion asked, taken from the story's own answer key), the
 * roleplay ("can i talk to NAME", then a line) and each unsafe line, each after the first sentence is read. Audio streams
 * at 1× real time; sittings run LANES at a time, the longest first.
 *
 * Also scored: unsafe lines raise a safety alert (the teacher's Safety tab for the session); on-topic
 * items raise no drift alert (topic_drift_detected from the UI-state service, during the item); safety
 * alerts in sittings without an unsafe line (false alerts); reply latency, from the button's release
 * (or the typed line's response.create) to the first reply audio, on the client's clock.
 *
 * Issue 25's targets score the first reply. Apart from them: when that reply asked again or checked, the
 * child answers it as a child would (clarify()) and the companion's next reply is scored too — what a
 * child gets within one clarification.
 *
 * Knobs: BENCH_CONDITIONS=flite,typed,espeak,shifted,noise15 (default all); BENCH_FULL=1; BENCH_STORIES=<names> (then
 * every chosen condition runs exactly those); BENCH_KINDS=who,why,… (only those items); BENCH_LANES=6;
 * BENCH_VERBOSE=1 prints the tuning story's items one by one (=all: every story's).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StoryAnalysis } from '@shared';
import { startBenchServer, type BenchServer } from './support/bench-server';
import type { SpokenToken } from './support/reader-audio';
import { espeakVersion } from './support/espeak-speech';
import { soxVersion } from './support/child-voice';
import { BENCH_TEACHER, uploadStories, type AgeGroup, type StoryFile } from './support/uploaded-stories';
import { describeLoad, startLoadMeter } from './support/machine-load';
import { callAs, signIn, type SignedIn } from '../tests/teacher/teacher-client';
import { ChildApp } from './support/child-app';
import { read, say, sentencesOf, voiceFor } from './support/conversation-voices';
import { clarificationAnswer, classifyReply, KINDS, loadItems, ON_TOPIC_KINDS, SITTING_KINDS, spokenAnswer, type ConversationItem, type ItemKind } from './support/conversation-items';
import { CONVERSATION_CONDITIONS, reportConversation, type ConversationCondition, type ItemResult, type StorySet } from './support/conversation-report';

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'conversation');

interface BenchStoryFile {
  name: string;
  set: StorySet;
  ageGroup: AgeGroup;
  /** Uploaded from this file, or a seeded story by its id. */
  file?: string;
}
const STORIES: readonly BenchStoryFile[] = [
  { name: 'nora-and-the-lighthouse-lamp', file: 'tuning/nora-and-the-lighthouse-lamp.txt', ageGroup: '6-8', set: 'tuning' },
  { name: 'sam-and-the-paper-boat', file: 'tuning/sam-and-the-paper-boat.txt', ageGroup: '9-11', set: 'tuning' },
  { name: 'lily-and-the-lost-mitten', file: 'tuning/lily-and-the-lost-mitten.txt', ageGroup: '6-8', set: 'tuning' },
  { name: 'ravi-and-the-runaway-goat', file: 'tuning/ravi-and-the-runaway-goat.txt', ageGroup: '9-11', set: 'tuning' },
  { name: 'the-bakery-on-pepper-street', file: 'held-out/the-bakery-on-pepper-street.txt', ageGroup: '6-8', set: 'held-out' },
  { name: 'theo-and-the-missing-drum', file: 'held-out/theo-and-the-missing-drum.txt', ageGroup: '9-11', set: 'held-out' },
  { name: 'the-night-walk-at-fern-lake', file: 'held-out/the-night-walk-at-fern-lake.txt', ageGroup: '9-11', set: 'held-out' },
  { name: 'kofi-and-the-hermit-crab', ageGroup: '6-8', set: 'held-out' },
];
const AGE_FOR: Record<AgeGroup, number> = { '6-8': 7, '9-11': 10, '12-14': 13 };
const MAIN_CONDITIONS: ReadonlySet<ConversationCondition> = new Set(['flite', 'typed']);
/** The held-out conditions' stories in a default run (BENCH_FULL=1: every held-out story). */
const HELD_OUT_CONDITION_STORIES = ['the-bakery-on-pepper-street', 'theo-and-the-missing-drum'];
const FULL = process.env.BENCH_FULL === '1';

const CHOSEN_CONDITIONS = (process.env.BENCH_CONDITIONS?.split(',') ?? [...CONVERSATION_CONDITIONS]).map((c) => {
  if ((CONVERSATION_CONDITIONS as readonly string[]).includes(c)) return c as ConversationCondition;
  throw new Error(`unknown condition ${c}; choose from ${CONVERSATION_CONDITIONS.join(', ')}`);
});
const CHOSEN_STORIES = process.env.BENCH_STORIES?.split(',');
for (const name of CHOSEN_STORIES ?? []) if (!STORIES.some((s) => s.name === name)) throw new Error(`no bench story ${name}`);
const CHOSEN_KINDS = process.env.BENCH_KINDS?.split(',').map((k) => {
  if ((KINDS as readonly string[]).includes(k)) return k as ItemKind;
  throw new Error(`unknown kind ${k}; choose from ${KINDS.join(', ')}`);
});
const LANES = Number(process.env.BENCH_LANES ?? 6);


interface BenchStory extends BenchStoryFile {
  id: string;
  title: string;
  age: number;
  sentences: SpokenToken[][];
  items: ConversationItem[];
  analysis: StoryAnalysis;
}

interface Sitting {
  condition: ConversationCondition;
  story: BenchStory;
  /** The story's items in this sitting, with their place in the story's item list. */
  items: Array<{ item: ConversationItem; index: number }>;
  /** The shared sitting reads on, a sentence before each item; a sitting of one item reads the first sentence. */
  shared: boolean;
  /** The child's voice for the whole sitting: one child, one voice (the recogniser adapts to its reader). */
  voice: number;
}

interface Taps {
  drifts: Array<{ conversationId: string; atMs: number }>;
}

interface Alert {
  id: string | number;
  alertType: string;
  line?: string | null;
}

/** The session's safety alerts as the teacher's Safety tab lists them. */
async function safetyAlerts(bench: BenchServer, teacher: SignedIn, conversationId: string): Promise<Alert[]> {
  const res = await callAs(bench.server, teacher, { method: 'GET', url: `/api/v1/dashboard/session/${conversationId}/safety` });
  if (res.statusCode !== 200) throw new Error(`safety alerts answered ${res.statusCode}: ${res.body}`);
  return res.json<Alert[]>();
}

/** The quiz question the companion asked in `reply`, found in the story's answer key; null if none. */
function quizQuestionIn(reply: string, analysis: StoryAnalysis): StoryAnalysis['quiz_opportunities'][number] | null {
  const flat = (t: string): string => t.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();
  const said = flat(reply);
  return analysis.quiz_opportunities.find((q) => said.includes(flat(q.question))) ?? null;
}

/**
 * One clarification, answered as a child would: "yes" or "no" to a check of what they said (after "no",
 * the line again if the companion asks for it), the line again to "Can you say that again?" (at the
 * other reading rate). The outcome of the companion's next reply; undefined when it did not ask.
 */
async function clarify(
  app: ChildApp,
  condition: ConversationCondition,
  v: number,
  pace: number,
  said: string,
  reply: string,
  score: (reply: string | null) => ItemResult['outcome'],
): Promise<ItemResult['afterClarification']> {
  const answer = clarificationAnswer(said, reply);
  if (answer === null) return undefined;
  // A child says it again in another way; the same voice at the same rate would be the same audio.
  const exchange = [answer === 'again' ? said : answer];
  let next = await say(app, condition, v, answer === 'again' ? pace + 1 : pace, exchange[0]!);
  exchange.push(`${next.heard} → ${next.text ?? ''}`);
  if (answer === 'no' && clarificationAnswer(said, next.text ?? '') === 'again') {
    next = await say(app, condition, v, pace + 1, said);
    exchange.push(said, `${next.heard} → ${next.text ?? ''}`);
  }
  await app.settled();
  return { outcome: score(next.text), exchange };
}

async function runSitting(bench: BenchServer, teacher: SignedIn, taps: Taps, sitting: Sitting): Promise<ItemResult[]> {
  const { story, condition } = sitting;
  const app = await ChildApp.open(bench, story.age, story.id);
  const results: ItemResult[] = [];
  let sentence = 0;
  const alertsSeen = new Set<string | number>();
  try {
    for (const [position, { item, index }] of sitting.items.entries()) {
      const v = sitting.voice;
      const startedAt = performance.now();
      // The shared sitting reads on, a sentence before every other item (a child often asks two things in a
      // row, and reading before each would double the bench's time); a sitting of one item reads the first.
      const readsFirst = !sitting.shared || position % 2 === 0;
      const readIndex = sitting.shared ? (readsFirst ? sentence++ : sentence - 1) : 0;
      const reading = readsFirst ? story.sentences.slice(readIndex, readIndex + 1) : [];
      if (reading.length > 0) await read(app, condition, v, index, reading.flat());
      let text = item.text;
      let quizAsked: boolean | undefined;
      for (const line of item.setup ?? []) {
        const setupReply = await say(app, condition, v, index, line);
        if (item.kind === 'quiz') {
          const question = quizQuestionIn(setupReply.text ?? '', story.analysis);
          quizAsked = question !== null;
          if (question) text = spokenAnswer(question.answer);
        }
      }
      const reply = await say(app, condition, v, index, text);
      await app.settled();
      const endedAt = performance.now();
      const sentenceText = (k: number): string => story.sentences[k]?.map((t) => t.text).join(' ') ?? '';
      const context = { lastSentence: sentenceText(readIndex), nextSentence: sentenceText(readIndex + 1), storyTitle: story.title };
      const outcome = classifyReply(item, reply.text, context);
      const afterClarification = item.kind === 'unsafe' ? undefined : await clarify(app, condition, v, index, text, reply.text ?? '', (r) => classifyReply(item, r, context));
      const drift = taps.drifts.some((d) => d.conversationId === app.conversationId && d.atMs >= startedAt && d.atMs <= endedAt);
      // Alerts raised while this item (its reading, set-up and line) was said are this item's.
      const alerts = await safetyAlerts(bench, teacher, app.conversationId);
      const raised = alerts.filter((a) => !alertsSeen.has(a.id));
      for (const a of raised) alertsSeen.add(a.id);
      results.push({
        condition,
        set: story.set,
        story: story.name,
        conversationId: app.conversationId,
        kind: item.kind,
        voice: condition === 'typed' ? 'typed' : voiceFor(condition, v),
        said: text,
        heard: reply.heard,
        reply: reply.text,
        outcome,
        latencyMs: reply.latencyMs,
        timedOut: reply.timedOut,
        errors: reply.errors,
        driftAlert: ON_TOPIC_KINDS.has(item.kind) ? drift : null,
        safetyAlerts: raised.map((a) => (a.line ? `${a.alertType} on "${a.line}"` : a.alertType)),
        ...(quizAsked !== undefined ? { quizAsked } : {}),
        ...(afterClarification !== undefined ? { afterClarification } : {}),
      });
    }
    if (app.problems.length > 0) console.log(`  ${condition} ${story.name}: the app's side calls failed: ${app.problems.slice(0, 3).join(' | ')}`);
  } finally {
    await app.close();
  }
  return results;
}

function sittingsFor(condition: ConversationCondition, stories: readonly BenchStory[]): Sitting[] {
  const heldOut = stories.filter((s) => s.set === 'held-out');
  const chosen = CHOSEN_STORIES !== undefined || MAIN_CONDITIONS.has(condition) ? stories : FULL ? heldOut : heldOut.filter((s) => HELD_OUT_CONDITION_STORIES.includes(s.name));
  return chosen.flatMap((story) => {
    const items = story.items.map((item, index) => ({ item, index })).filter(({ item }) => !CHOSEN_KINDS || CHOSEN_KINDS.includes(item.kind));
    const shared = items
      .filter(({ item }) => SITTING_KINDS.has(item.kind))
      .sort((a, b) => Number(a.item.kind === 'off-topic') - Number(b.item.kind === 'off-topic'));
    const alone = items.filter(({ item }) => !SITTING_KINDS.has(item.kind));
    // Each sitting is one child: the story's sittings take the voices in turn, from a different one per story.
    const first = STORIES.findIndex((s) => s.name === story.name);
    return [
      ...(shared.length > 0 ? [{ condition, story, items: shared, shared: true, voice: first }] : []),
      ...alone.map((one, k) => ({ condition, story, items: [one], shared: false, voice: first + 1 + k })),
    ];
  });
}

async function loadStories(bench: BenchServer): Promise<BenchStory[]> {
  const files = STORIES.filter((s) => CHOSEN_STORIES?.includes(s.name) ?? true);
  const uploaded = await uploadStories(bench.server, DATA_DIR, files.filter((s): s is BenchStoryFile & StoryFile => s.file !== undefined));
  const stories: BenchStory[] = [];
  for (const file of files) {
    const up = uploaded.find((u) => u.file === file.file);
    const stored = up ?? (await bench.server.ctx.repos.stories.get(file.name));
    if (!stored) throw new Error(`no story ${file.name} in the library`);
    // The child app asks for the story's analysis when the story is chosen.
    const res = await fetch(`${bench.server.baseUrl}/api/stories/${encodeURIComponent(stored.id)}/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (res.status !== 200) throw new Error(`analysis of ${file.name} answered ${res.status}`);
    stories.push({
      ...file,
      id: stored.id,
      title: stored.title,
      age: AGE_FOR[file.ageGroup],
      sentences: sentencesOf(stored.content),
      items: loadItems(DATA_DIR, file.name),
      analysis: (await res.json()) as StoryAnalysis,
    });
  }
  return stories;
}

async function main(): Promise<void> {
  console.log('Material: bench/data/conversation/ (stories uploaded as a teacher would, plus a seeded one).');
  console.log(`  tuning stories:   ${STORIES.filter((s) => s.set === 'tuning').map((s) => s.name).join(', ')}`);
  console.log(`  held-out stories: ${STORIES.filter((s) => s.set === 'held-out').map((s) => s.name).join(', ')}`);
  console.log('  main conditions: flite (four voices in turn), typed; held-out conditions (held-out stories): espeak, shifted, noise15');
  const conditions = CHOSEN_CONDITIONS.filter((c) => {
    if (c === 'espeak' && !espeakVersion()) console.log('  espeak-ng is not installed: the espeak condition is skipped.');
    else if (c === 'shifted' && !soxVersion()) console.log('  sox is not installed: the shifted condition is skipped.');
    else return true;
    return false;
  });

  const bench = await startBenchServer();
  const taps: Taps = { drifts: [] };
  const uiState = bench.server.ctx.uiState;
  const driftDetected = uiState.driftDetected.bind(uiState);
  uiState.driftDetected = async (conversationId, ...rest) => {
    taps.drifts.push({ conversationId, atMs: performance.now() });
    return driftDetected(conversationId, ...rest);
  };
  const results: ItemResult[] = [];
  let sittings: Sitting[] = [];
  const started = performance.now();
  const meter = startLoadMeter();
  try {
    const stories = await loadStories(bench);
    const teacher = await signIn(bench.server, BENCH_TEACHER);
    // Longest first, so that no long sitting starts last and keeps one lane busy alone.
    sittings = conditions.flatMap((c) => sittingsFor(c, stories)).sort((a, b) => b.items.length - a.items.length);
    const itemCount = sittings.reduce((n, s) => n + s.items.length, 0);
    console.log(`\n${sittings.length} sittings, ${itemCount} items, ${LANES} sittings at a time`);
    let next = 0;
    let done = 0;
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        await new Promise((resolve) => setTimeout(resolve, lane * 400));
        while (next < sittings.length) {
          const sitting = sittings[next++]!;
          try {
            results.push(...(await runSitting(bench, teacher, taps, sitting)));
          } catch (error) {
            console.log(`  ${sitting.condition} ${sitting.story.name}: the sitting failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
          }
          done += 1;
          if (done % 10 === 0) console.log(`  ${done}/${sittings.length} sittings, ${((performance.now() - started) / 1000).toFixed(0)} s`);
        }
      }),
    );
  } finally {
    await bench.close();
  }
  console.log(`\n${results.length} items in ${sittings.length} sittings, ${LANES} at a time, ${((performance.now() - started) / 1000).toFixed(0)} s wall`);
  console.log(`  ${describeLoad(meter())}`);
  reportConversation(results, conditions, process.env.BENCH_VERBOSE);
}

await main();
