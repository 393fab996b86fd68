/**
 * The words a recogniser heard, as the recogniser hands them on and the reading tracker, the miscue
 * rules and pronunciation scoring take them: one contract in the leaf folder every side may import.
 */

export interface RecognizedWord {
  word: string;
  /** Milliseconds on the session's audio clock (the times `speech_audio` chunks carry). */
  startMs: number;
  endMs: number;
  /**
   * The recogniser had lost the reader and found them again at this word: the story words passed over
   * before it went unheard, so they count neither as read nor as left out.
   */
  refound?: boolean;
  /**
   * Heard while the recogniser had lost the reader or through the grammar it found them again with
   * (the window of sentences around the place, no sound-alikes): a story word heard right may count as
   * read, but nothing else here is evidence of a miscue.
   */
  uncertain?: boolean;
}

/**
 * The reading evidence of a turn so far, oldest word first. A partial hypothesis is the whole current
 * utterance so far and may be revised by the next one; a final one ends the utterance (after the
 * second looks at the turn's audio have replaced what they heard differently).
 */
export interface Hypothesis {
  words: RecognizedWord[];
  final: boolean;
}

/**
 * How a child's words reached the companion and how sure the hearing is: typed text is certain; a
 * spoken turn carries the recogniser's confidence (0..1). Below CONFIDENT_HEARING a turn is checked
 * with the child ("Did you ask …?") and never acted on as if it had been heard.
 */
export interface Hearing {
  source: 'speech' | 'typed';
  confidence: number;
  /**
   * The words are the open-vocabulary decoder's transcript of speech the story's grammars did not hear
   * (a general model's guess at free speech): screened for safety, never answered or checked.
   */
  overheard?: boolean;
  /**
   * The open-vocabulary decoder's words for a line the grammars heard as unsafe: an alert they do not bear
   * out is marked unclear audio (it is still raised).
   */
  secondOpinion?: string;
}

/** How a line heard below the confidence line begins in the teacher's transcript. */
export const UNCLEAR_MARK = '(unclear)';

export const CONFIDENT_HEARING = 0.6;

/**
 * Below this a hearing is no usable guess, only the nearest shape the grammar could force the sound onto
 * ("do you like pizza" came out as a safety line at 1e-8): checking it would only puzzle the child. Near
 * misses of real questions ("… in the sam" for "… in the shed") scored 0.02 to 0.3.
 */
export const USABLE_GUESS = 0.01;

export const TYPED_HEARING: Hearing = { source: 'typed', confidence: 1 };
