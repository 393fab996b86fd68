/**
 * The reading evidence of a demo session: word outcomes and fluency as the reading tracker would store
 * them, and a scored pronunciation assessment with per-syllable scores, all derived from the story text.
 */
import { tokenizeStory } from '@shared';
import type { Repositories } from '../../db/repositories';
import { syllablesOf } from '../../language/syllables';
import type { DemoStory } from './demo-stories';
import type { Prng } from './prng';

const ASSESSED_WORDS = 14;

export interface DemoSessionClock {
  conversationId: string;
  age: number;
  startedMs: number;
  durationMs: number;
  completion: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

function outcomeKind(rng: Prng): string {
  const roll = rng.next();
  if (roll < 0.84) return 'correct';
  if (roll < 0.9) return 'substitution';
  if (roll < 0.94) return 'self_correction';
  if (roll < 0.97) return 'omission';
  return 'repetition';
}

export async function writeDemoReading(
  repos: Repositories,
  story: DemoStory,
  clock: DemoSessionClock,
  rng: Prng,
) {
  const words = tokenizeStory(story.content).words;
  const read = Math.max(1, Math.round((words.length * clock.completion) / 100));
  const outcomes = words.slice(0, read).map((word, i) => ({
    conversation_id: clock.conversationId,
    story_id: story.id,
    word_index: word.index,
    expected: word.norm,
    heard: null,
    kind: outcomeKind(rng),
    at_ms: Math.round((clock.durationMs * i) / read),
    created_at: iso(clock.startedMs + Math.round((clock.durationMs * i) / read)),
  }));
  // As the tracker stores them: the miscues, with the totals in the reading record.
  await repos.reading.addOutcomes(outcomes.filter((o) => o.kind !== 'correct'));
  const correct = outcomes.filter((o) =>
    ['correct', 'self_correction', 'repetition'].includes(o.kind),
  ).length;
  // Around the 50th-percentile rate for the child's grade, give or take.
  const wcpm = Math.max(20, 45 + (clock.age - 6) * 9 + rng.int(-20, 20));
  await repos.reading.saveSession({
    conversation_id: clock.conversationId,
    story_id: story.id,
    snapshot: { demo: true, currentWordIndex: read - 1 },
    current_word_index: read - 1,
    total_words: words.length,
    words_read: read,
    completion_percentage: clock.completion,
    wcpm,
    accuracy_rate: Math.round((1000 * correct) / read) / 10,
    updated_at: iso(clock.startedMs + clock.durationMs),
  });
  await repos.reading.saveRecord({
    conversation_id: clock.conversationId,
    story_id: story.id,
    story_title: story.title,
    total_words: words.length,
    words_read: read,
    correct_words: correct,
    completion_percentage: clock.completion,
    reached_words: read,
    wcpm,
    accuracy_rate: Math.round((1000 * correct) / read) / 10,
    at: iso(clock.startedMs + clock.durationMs),
  });
}

function scoredWord(text: string, rng: Prng) {
  const roll = rng.next();
  const errorType = roll < 0.78 ? 'None' : roll < 0.92 ? 'Mispronunciation' : 'Omission';
  const base =
    errorType === 'None' ? rng.int(78, 100) : errorType === 'Mispronunciation' ? rng.int(35, 70) : 0;
  const syllables = syllablesOf(text).map((syllable) => ({
    syllable,
    accuracy_score: Math.min(100, Math.max(0, base + rng.int(-8, 8))),
  }));
  return { word: text, accuracyScore: base, errorType, syllables };
}

export async function writeDemoPronunciation(
  repos: Repositories,
  story: DemoStory,
  clock: DemoSessionClock,
  rng: Prng,
) {
  const words = tokenizeStory(story.content).words.slice(0, ASSESSED_WORDS);
  const createdMs = clock.startedMs + Math.round(clock.durationMs / 3);
  const assessment = await repos.pronunciation.start({
    conversation_id: clock.conversationId,
    session_id: `demo-pronunciation-${clock.conversationId}`,
    mode: 'scripted',
    locale: 'en-US',
    reference_text: words.map((w) => w.text).join(' '),
    start_word_index: 0,
    end_word_index: null,
    segment: 1,
    created_at: iso(createdMs),
  });
  const scored = words.map((w) => scoredWord(w.norm, rng));
  const spoken = scored.filter((w) => w.errorType !== 'Omission');
  const mean = (values: number[]) =>
    values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
  const accuracy = Math.round(mean(spoken.map((w) => w.accuracyScore)));
  const completeness = Math.round((100 * spoken.length) / Math.max(1, scored.length));
  const fluency = rng.int(60, 95);
  const prosody = rng.int(55, 92);
  await repos.pronunciation.complete(
    assessment.id,
    {
      recognizedText: spoken.map((w) => w.word).join(' '),
      accuracy,
      fluency,
      completeness,
      prosody,
      overall: Math.round((accuracy + fluency + completeness + prosody) / 4),
      durationSeconds: Math.round(words.length * 0.6 + rng.int(2, 6)),
      endWordIndex: words.length - 1,
      completedAt: iso(createdMs + 20_000),
    },
    scored,
  );
}
