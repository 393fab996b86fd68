/**
 * The last step of every reply: never more words than the band allows (child-side section 3,
 * max_response_length). Whole sentences are kept while they fit; otherwise the first sentence is cut
 * at a word boundary and closed with a full stop.
 */
import { AGE_PROFILES, type AgeProfileKey } from '@shared';
import { countSpokenWords, splitSentences } from './text';

export function limitWords(text: string, maxWords: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (countSpokenWords(flat) <= maxWords) return flat;
  const kept: string[] = [];
  let used = 0;
  for (const sentence of splitSentences(flat)) {
    const words = countSpokenWords(sentence);
    if (used + words > maxWords) break;
    kept.push(sentence);
    used += words;
  }
  if (kept.length > 0) return kept.join(' ');
  const pieces = flat.split(' ');
  const out: string[] = [];
  let count = 0;
  for (const piece of pieces) {
    const isWord = /[\p{L}\p{N}]/u.test(piece);
    if (isWord && count === maxWords) break;
    out.push(piece);
    if (isWord) count += 1;
  }
  // Drop a dangling joining word so the cut reads as a phrase, then close it.
  while (out.length > 1 && /^(?:and|or|but|the|a|an|of|to|with|in|on|at|for|because|so)$/i.test(out.at(-1) ?? '')) out.pop();
  return `${out.join(' ').replace(/[,;:\s\-—]+$/u, '').replace(/[.!?]*$/, '')}.`;
}

/** Limits a reply to the band's maximum. */
export function fitToBand(text: string, band: AgeProfileKey): string {
  return limitWords(text, AGE_PROFILES[band].max_response_length);
}
