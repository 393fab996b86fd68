/** The displayed form of a story word: as written, minus the punctuation around it ("“Look!”" → "Look"). */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

export function displayWord(text: string): string {
  return text.replace(EDGE_PUNCTUATION, '');
}

/** True when the written word closes a sentence ("ran." "ran!”" "ran?"). */
export function endsSentence(text: string): boolean {
  return /[.!?…]["'”’)\]]*$/u.test(text);
}
