/**
 * How engaged a child was in one session, 0–100, from what they did. With a story read: 70 points for
 * reading (words read aloud, full marks at 150 words or the whole story if shorter) and 30 for taking
 * part (child turns, quiz answers and roleplay turns; full marks at 3). Without a story: 100 points for
 * taking part, full marks at 5. The dashboard's help text says the same.
 */
export interface EngagementInputs {
  wordsRead: number;
  /** Words of the stories opened for reading (0 when none was read). */
  storyWords: number;
  childTurns: number;
  quizAnswers: number;
  roleplayTurns: number;
}

const FULL_READING_WORDS = 150;
const FULL_TALK_WITH_STORY = 3;
const FULL_TALK_WITHOUT_STORY = 5;

export function engagementScore(inputs: EngagementInputs): number {
  const interactions = inputs.childTurns + inputs.quizAnswers + inputs.roleplayTurns;
  if (inputs.storyWords <= 0) return Math.round(100 * Math.min(1, interactions / FULL_TALK_WITHOUT_STORY));
  const readingShare = Math.min(1, inputs.wordsRead / Math.min(inputs.storyWords, FULL_READING_WORDS));
  const talkShare = Math.min(1, interactions / FULL_TALK_WITH_STORY);
  return Math.round(70 * readingShare + 30 * talkShare);
}
