/**
 * Story analysis: characters for roleplay, questions for the quiz and hard words, computed once per
 * story from its text alone (no model, no network). Any story — even one with no names or no
 * sentences — yields a valid analysis, with empty lists and not-ready personas.
 */
import { findCharacters } from './characters';
import { findHardWords } from './hard-words';
import { parseStory } from './parsed-story';
import { buildQuiz } from './quiz';
import type { StoryAnalysis, StoryAnalysisResponse, StoryInput } from './types';

/** A quiz needs at least this many questions; roleplay needs one character. */
export const MIN_QUIZ_QUESTIONS = 2;
export const MIN_ROLEPLAY_CHARACTERS = 1;

export function analyzeStory(story: StoryInput): StoryAnalysis {
  const parsed = parseStory(story.content);
  const sentences = parsed.sentences.map((s) => s.text);
  const ends = parsed.endWordIndex;
  const characters = findCharacters(sentences, ends);
  const names = new Set([...characters.flatMap((c) => c.character.split(' ')), ...properNouns(sentences)]);
  const hardWords = findHardWords(sentences, names);
  const quiz = buildQuiz(parsed.sentences, ends, characters, hardWords);
  return {
    story_id: story.id,
    story_title: story.title,
    persona_readiness: {
      role_ranger: { ready: characters.length >= MIN_ROLEPLAY_CHARACTERS, opportunities_count: characters.length },
      quiz_critter: { ready: quiz.length >= MIN_QUIZ_QUESTIONS, opportunities_count: quiz.length },
    },
    roleplay_opportunities: characters,
    quiz_opportunities: quiz,
    hard_words: hardWords,
    sentences,
  };
}

/** The analyse call's body: the analysis plus whether it came from the caller's cache. */
export function toAnalysisResponse(analysis: StoryAnalysis, cached: boolean): StoryAnalysisResponse {
  return { analysis_cached: cached, ...analysis };
}

/** Words written with a capital inside a sentence ("Gull Rock", "Quill"): names, never hard words. */
function properNouns(sentences: string[]): string[] {
  return sentences.flatMap((sentence) =>
    sentence
      .split(/\s+/)
      .slice(1)
      .map((piece) => piece.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').replace(/'s$/, ''))
      .filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word)),
  );
}
