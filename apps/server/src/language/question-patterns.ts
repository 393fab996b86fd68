/**
 * The shapes of what a child may say to the companion, as data both the story side (which fills them
 * with a story's characters, things and words) and the recogniser (which compiles them to a grammar)
 * understand. A pattern is a row of slots; each slot is a list of alternatives, each a few words, and
 * an empty alternative lets the slot be left out: [["who"], ["is", "was"], ["nora", "grandpa sam"]].
 */

export type PhrasePattern = ReadonlyArray<readonly string[]>;

/** An alternative that stands for any one word (a street's name): the recogniser hears it as free phones. */
export const ANY_WORD = '<any>';

/** What the recogniser's question pass listens for after a turn that was not reading. */
export interface QuestionVocabulary {
  patterns: readonly PhrasePattern[];
}

/** Every sentence a pattern stands for (tests and small patterns only: the count multiplies). */
export function expandPattern(pattern: PhrasePattern): string[] {
  let sentences = [''];
  for (const slot of pattern) {
    sentences = sentences.flatMap((before) => slot.map((alternative) => `${before} ${alternative}`.trim()));
  }
  return sentences.map((s) => s.replace(/\s+/g, ' '));
}
