/**
 * What a story is "about", for drift scoring: its content-word stems weighted by rarity (rare words say
 * more about a story than common ones, by SUBTLEX frequency), and its character names.
 */
import type { StoryAnalysis, StoryInput } from './story-analysis';
import { zipfFrequency } from '../../language/lexicon/frequency';
import { contentWords, stem } from '../../language/text';

export interface StoryProfile {
  title: string;
  /** Stem → weighted count in the story. */
  vector: Record<string, number>;
  /** Stem → rarity weight, 0.2 (very common) to 1.5 (rare). */
  weights: Record<string, number>;
  /** Lower-case character names and their parts ("elias marsh", "elias", "marsh"). */
  names: string[];
}

/** Rarity weight of a word: common words count little, rare ones a lot. */
export function rarityWeight(word: string): number {
  const zipf = zipfFrequency(word);
  if (zipf === 0) return 1.5;
  return Math.min(1.5, Math.max(0.2, (6.5 - zipf) / 3));
}

/** A serialisable profile of the story, built once per story (cheap enough to rebuild on demand). */
export function buildStoryProfile(story: StoryInput, analysis?: StoryAnalysis | null): StoryProfile {
  const vector: Record<string, number> = {};
  const weights: Record<string, number> = {};
  for (const word of contentWords(`${story.title} ${story.content}`)) {
    const key = stem(word);
    const weight = weights[key] ?? rarityWeight(word);
    weights[key] = weight;
    vector[key] = (vector[key] ?? 0) + weight;
  }
  const names = new Set<string>();
  for (const c of analysis?.roleplay_opportunities ?? []) {
    const lower = c.character.toLowerCase();
    names.add(lower);
    for (const part of lower.split(' ')) names.add(part);
  }
  return { title: story.title, vector, weights, names: [...names] };
}
