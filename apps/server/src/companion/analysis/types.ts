/**
 * Story analysis shapes. Field names are snake_case because they travel as they are in the
 * `POST /stories/{id}/analyze` response (child-side section 3, Story analysis response).
 */
export interface StoryInput {
  id: string;
  title: string;
  content: string;
}

export type QuizQuestionType = 'who' | 'what' | 'where' | 'why' | 'vocabulary';

export interface QuizOpportunity {
  id: string;
  type: QuizQuestionType;
  question: string;
  /** The answer as the story words it ("Mia", "under the old bed", "because it was cold"). */
  answer: string;
  /** Content words of the answer; hearing its last one, or half of them, makes a spoken answer right. */
  keywords: string[];
  source_sentence: string;
  sentence_index: number;
  /** Index of the last story word of the source sentence: ask only once the child has read past it. */
  word_index: number;
}

export interface RoleplayOpportunity {
  character: string;
  /** One line for the teacher and the readiness badge: traits and a quoted line. */
  description: string;
  /** Index of the story word ending the sentence that first names the character. */
  word_index: number;
  /** What the character says in quoted dialogue, in story order. */
  lines: string[];
  /** Adjectives the story uses about the character ("brave", "sleepy"). */
  traits: string[];
  /** Things the character does, as base verbs ("run", "find"). */
  actions: string[];
  mention_count: number;
}

export interface HardWord {
  word: string;
  syllables: number;
  /** SUBTLEX-US Zipf frequency: below about 3 is rare for children. */
  zipf_frequency: number;
  /** On the Dale–Chall list of familiar words. */
  familiar: boolean;
  /** First WordNet definition, or null when WordNet does not know the word. */
  meaning: string | null;
}

export interface PersonaReadinessEntry {
  ready: boolean;
  opportunities_count: number;
}

export interface PersonaReadiness {
  role_ranger: PersonaReadinessEntry;
  quiz_critter: PersonaReadinessEntry;
}

export interface StoryAnalysis {
  story_id: string;
  story_title: string;
  persona_readiness: PersonaReadiness;
  roleplay_opportunities: RoleplayOpportunity[];
  quiz_opportunities: QuizOpportunity[];
  hard_words: HardWord[];
  /** The story's sentences, in order: what "read it again" and roleplay answers draw on. */
  sentences: string[];
}

/** The response body of the analyse call; `analysis_cached` is known only to the caller's cache. */
export type StoryAnalysisResponse = StoryAnalysis & { analysis_cached: boolean };
