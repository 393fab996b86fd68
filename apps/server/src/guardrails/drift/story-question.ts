/**
 * The question that brings a drifting child back to the story, tuned to the age band: who/what/where
 * questions for the youngest, why questions for older readers, always from the story analysis.
 */
import type { AgeProfileKey as AgeBand } from '@shared';
import type { QuizQuestionType, StoryAnalysis } from './story-analysis';

const PREFERRED: Record<AgeBand, readonly QuizQuestionType[]> = {
  '6-8': ['who', 'where', 'what'],
  '9-11': ['who', 'what', 'where', 'why'],
  '12-14': ['why', 'what', 'where', 'who'],
  '15-18': ['why', 'what', 'where', 'who'],
};

const FALLBACK: Record<AgeBand, (title: string) => string> = {
  '6-8': (title) => `What do you think happens next in ${title}?`,
  '9-11': (title) => `What was your favourite part of ${title} so far?`,
  '12-14': (title) => `What do you think will happen next in ${title}?`,
  '15-18': (title) => `What stands out to you so far in ${title}?`,
};

/**
 * A story question for the band; `turn` rotates through the suitable questions. Only questions whose
 * sentence the child has already read (word index up to `readWordIndex`) are used when it is given.
 */
export function storyQuestion(
  band: AgeBand,
  title: string,
  analysis: StoryAnalysis | null,
  turn: number,
  readWordIndex?: number,
): string {
  const read = (analysis?.quiz_opportunities ?? []).filter((q) => readWordIndex === undefined || q.word_index <= readWordIndex);
  for (const type of PREFERRED[band]) {
    const ofType = read.filter((q) => q.type === type);
    const chosen = ofType[Math.abs(turn) % Math.max(1, ofType.length)];
    if (chosen) return chosen.question;
  }
  return FALLBACK[band](title.trim().length > 0 ? title : 'the story');
}
