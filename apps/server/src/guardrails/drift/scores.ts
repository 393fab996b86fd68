/**
 * Per-turn drift scores (child-side section 3, Drift scores): contentSimilarity is a weighted cosine
 * between the recent conversation and the story; storyRelevance is the share of the child's content
 * words the story knows, lifted by character names and questions about the story itself.
 */
import { contentWords, stem } from '../../language/text';
import { rarityWeight, type StoryProfile } from './story-profile';

export interface TurnScores {
  contentSimilarity: number;
  storyRelevance: number;
  /** Content words in the child's message: none means the turn says nothing either way ("ok", "yes"). */
  contentWordCount: number;
  mentionsCharacter: boolean;
}

/** Rarity weight the shared words must reach: one word rarer than "time" or "said". */
const MIN_KNOWN_WEIGHT = 0.3;
const STORY_CUES = /\b(?:story|book|chapter|page|character|characters|the end|happens? next|happened|reading|read it|this part|that part|title|author)\b/i;
const QUESTION = /\?|^(?:what|who|where|why|how|when|which|did|does|do|is|was|were|can|could)\b/i;

function weightedVector(text: string, profile: StoryProfile, scale: number, into: Record<string, number>): void {
  for (const word of contentWords(text)) {
    const key = stem(word);
    into[key] = (into[key] ?? 0) + scale * (profile.weights[key] ?? rarityWeight(word));
  }
}

function cosine(a: Record<string, number>, b: Record<string, number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [key, value] of Object.entries(a)) {
    normA += value * value;
    dot += value * (b[key] ?? 0);
  }
  for (const value of Object.values(b)) normB += value * value;
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Scores the child's message, with up to the last few turns as lighter context for similarity. */
export function scoreTurn(message: string, recentTurns: readonly string[], profile: StoryProfile): TurnScores {
  const words = contentWords(message);
  const lower = ` ${message.toLowerCase().replace(/[^\p{L}\s']/gu, ' ')} `;
  const mentionsCharacter = profile.names.some((name) => lower.includes(` ${name} `) || lower.includes(` ${name}'s `));
  const conversation: Record<string, number> = {};
  weightedVector(message, profile, 1, conversation);
  recentTurns.slice(-2).forEach((turn) => weightedVector(turn, profile, 0.3, conversation));
  const contentSimilarity = cosine(conversation, profile.vector);

  let known = 0;
  let total = 0;
  for (const word of words) {
    const key = stem(word);
    const weight = profile.weights[key] ?? rarityWeight(word);
    total += weight;
    if (profile.vector[key] !== undefined) known += weight;
  }
  // Sharing only very common words with the story ("time" in "once upon a time") is no evidence.
  let relevance = total === 0 || known < MIN_KNOWN_WEIGHT ? 0 : known / total;
  if (mentionsCharacter) relevance = Math.max(relevance, 0.8);
  if (STORY_CUES.test(message) && QUESTION.test(message.trim())) relevance = Math.min(1, relevance + 0.3);
  return {
    contentSimilarity: round(contentSimilarity),
    storyRelevance: round(relevance),
    contentWordCount: words.length,
    mentionsCharacter,
  };
}
