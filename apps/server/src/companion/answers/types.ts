/** What a story question's answer is made of: the answering words and the sentence they come from. */
export interface StoryAnswer {
  /** The answering words ("Mia", "up the hill behind the farm"), or null when the sentence holds no such part. */
  short: string | null;
  /** A whole short sentence to say ("Mia made the kite."), when one can be built from the question. */
  statement: string | null;
  /** The story sentence the answer comes from. */
  sentence: string;
  sentenceIndex: number;
}
