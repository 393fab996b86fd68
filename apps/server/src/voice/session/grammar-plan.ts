/**
 * What the recogniser listens for next: the reading grammar over the next story words (plus the
 * child's requests) while a story is read aloud, the request grammar alone otherwise.
 */
import type { GrammarSpec, IntentVocabulary } from '../providers/local/recognizer/types';
import type { StoryContext } from '../../companion/session/state';
import type { ReadingFollow } from './reading-follow';

const MAX_VOCABULARY_WORDS = 150;

export function intentVocabulary(story: StoryContext | null): IntentVocabulary {
  if (!story) return { words: [], characters: [] };
  const hard = story.analysis.hard_words.map((h) => h.word.toLowerCase());
  const seen = new Set<string>(hard);
  for (const token of story.story.content.toLowerCase().match(/[a-z][a-z']{3,}/g) ?? []) {
    if (seen.size >= MAX_VOCABULARY_WORDS) break;
    seen.add(token);
  }
  return { words: [...seen], characters: story.analysis.roleplay_opportunities.map((c) => c.character) };
}

/** The grammar for the span ahead of a reader mid-turn, when the current span is nearly used up. */
export function grammarAhead(reading: ReadingFollow, vocabulary: IntentVocabulary): GrammarSpec | null {
  const ahead = reading.nextWordsAhead();
  return ahead && ahead.words.length > 0 ? { kind: 'reading', ...ahead, intents: vocabulary } : null;
}

export function grammarFor(reading: ReadingFollow | null, vocabulary: IntentVocabulary): GrammarSpec {
  if (reading) {
    const expected = reading.expectedWords();
    if (expected.words.length > 0) return { kind: 'reading', ...expected, intents: vocabulary };
  }
  return { kind: 'intent', intents: vocabulary };
}
