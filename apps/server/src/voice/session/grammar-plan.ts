/**
 * What the recogniser listens for next: the reading grammar over the next story words (plus the
 * child's requests) while a story is read aloud, the request grammar alone otherwise; and, for a turn
 * that was not reading, the story's question shapes (a grammar of its own, heard after the turn).
 */
import type { GrammarSpec, IntentVocabulary, QuestionVocabulary } from '../providers/local/recognizer/types';
import type { StoryContext } from '../../companion/session/state';
import { questionVocabulary as storyQuestions, STORYLESS_QUESTIONS } from '../../companion/analysis/question-shapes';
import type { ReadingFollow } from './reading-follow';

const questionsByStory = new WeakMap<StoryContext, QuestionVocabulary>();

/** The story's question shapes, built once per story context (wink-nlp's parse is cached, the patterns here). */
export function questionVocabulary(story: StoryContext | null): QuestionVocabulary {
  if (!story) return STORYLESS_QUESTIONS;
  const cached = questionsByStory.get(story);
  if (cached) return cached;
  const built = storyQuestions(story.story, story.analysis);
  questionsByStory.set(story, built);
  return built;
}

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
export function grammarAhead(reading: ReadingFollow, vocabulary: IntentVocabulary, questions: QuestionVocabulary): GrammarSpec | null {
  const ahead = reading.nextWordsAhead();
  return ahead && ahead.words.length > 0 ? { kind: 'reading', ...ahead, intents: vocabulary, questions } : null;
}

export function grammarFor(reading: ReadingFollow | null, vocabulary: IntentVocabulary, questions: QuestionVocabulary): GrammarSpec {
  if (reading) {
    const expected = reading.expectedWords();
    if (expected.words.length > 0) return { kind: 'reading', ...expected, intents: vocabulary, questions };
  }
  return { kind: 'intent', intents: vocabulary, questions };
}
