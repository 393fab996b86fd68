/**
 * Who a "who was …" question asks for, in the sentence that answers it: the one the story says a doing,
 * a state or a place of, or what a thing was.
 */
import { parseTokens, type NlpToken } from '../../language/nlp';
import { objectAfter, subjectBefore } from '../analysis/phrases';

const LINKS = new Set(['be', 'feel', 'look', 'seem', 'become', 'get', 'grow']);

/**
 * Who a "who was …" question's doing, state or place belongs to in `tokens`: the subject before the verb
 * ("Daniel, was selling lemonade"), before the linking verb of the describing word ("Amira was
 * mortified"), or before the verb the place follows ("Daniel was selling lemonade at the next stall"); for
 * a thing, what the story says it was ("The first customer was an elderly man"). Null for a name ("who
 * was mr glow"), and where the sentence is not shaped so.
 */
export function holderOf(question: string, tokens: readonly NlpToken[], pronounMeans: string | null): string | null {
  // The word after "who was", tagged within the whole question ("mortified" alone reads as a noun).
  const first = parseTokens(question).filter((t) => t.isWord)[2];
  if (!first) return null;
  if (first.pos === 'VERB') {
    const at = tokens.findIndex((t) => (t.pos === 'VERB' || t.pos === 'ADJ') && (t.lemma === first.lemma || t.normal === first.normal));
    return at >= 0 ? subjectBefore(tokens, at, pronounMeans) : null;
  }
  if (first.pos === 'ADJ') {
    let link = tokens.findIndex((t) => t.normal === first.normal) - 1;
    while (tokens[link]?.pos === 'ADV') link -= 1;
    return link >= 0 && LINKS.has(tokens[link]?.lemma ?? '') ? subjectBefore(tokens, link, pronounMeans) : null;
  }
  // "who was the first customer": "The first customer was an elderly man".
  if (first.pos === 'DET') {
    const head = parseTokens(question).filter((t) => t.pos === 'NOUN').at(-1);
    const at = head ? tokens.findIndex((t) => t.pos === 'NOUN' && t.lemma === head.lemma) : -1;
    return at >= 0 && tokens[at + 1]?.lemma === 'be' ? objectAfter(tokens, at + 1) : null;
  }
  if (first.pos === 'ADP') {
    const at = tokens.findIndex((t) => t.normal === first.normal);
    const verb = tokens.slice(0, at).findLastIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
    return at >= 0 && verb >= 0 ? subjectBefore(tokens, verb, pronounMeans) : null;
  }
  return null;
}
