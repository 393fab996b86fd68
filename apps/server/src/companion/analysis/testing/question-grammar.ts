/**
 * An independent check that a quiz question reads as an English question, for tests: it starts with a
 * question word or auxiliary, ends with a question mark, has no doubled words, and after "did/does/do"
 * comes a subject and then a verb in its base form (wink-nlp's lemma equals the word), never
 * "did … have been" or "did … found".
 */
import { lookupWord, verbBase } from '../../../language/lexicon/wordnet';
import { parseTokens } from '../../../language/nlp';

const OPENERS = /^(?:Who|What|Where|When|Why|How|Which|Did|Does|Do|Is|Was|Were|Are|Can)\b/;
const SUBJECT_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM', 'PART']);

/** What is wrong with a question, empty when nothing is. */
export function questionProblems(question: string): string[] {
  const problems: string[] = [];
  if (!OPENERS.test(question)) problems.push('does not start with a question word');
  if (!/\?["\u201d]?$/.test(question)) problems.push('does not end with a question mark');
  // A quoted word or line stands for one thing: "What does "gust" mean?" → "What does it mean?".
  const plain = question.replace(/"([^"]*)"/g, (_m, inner: string) => (/\s/.test(inner.trim()) ? '' : 'it')).replace(/\s+/g, ' ').trim();
  const words = plain.toLowerCase().match(/[a-z']+/g) ?? [];
  words.forEach((w, i) => {
    if (i > 0 && w === words[i - 1]) problems.push(`doubled word "${w}"`);
  });
  const tokens = parseTokens(plain).filter((t) => t.pos !== 'PUNCT');
  const last = tokens.at(-1);
  if (last && ['DET', 'ADP', 'CCONJ', 'SCONJ'].includes(last.pos) && !/^(?:up|down|out|over|off|on|in|away|back)$/.test(last.normal)) {
    problems.push(`ends on "${last.text}"`);
  }
  const doAt = tokens.findIndex((t, i) => i <= 1 && /^(?:did|does|do)$/.test(t.normal));
  if (doAt >= 0) {
    // The verb: the first word tagged as one, or (the tagger reads a question's last word as a noun
    // more often than not) the first word after the subject's head that WordNet lists as that verb.
    let i = tokens.findIndex((t, k) => k > doAt + 1 && (t.pos === 'VERB' || t.pos === 'AUX'));
    if (i < 0) i = tokens.findIndex((t, k) => k > doAt + 1 && ['NOUN', 'PROPN', 'PRON'].includes(tokens[k - 1]?.pos ?? '') && lookupWord(t.normal, 40).some((s) => s.pos === 'verb' && s.lemma === t.normal));
    const verb = i >= 0 ? tokens[i] : undefined;
    const subject = i >= 0 ? tokens.slice(doAt + 1, i) : [];
    if (subject.length === 0 || !subject.every((t) => SUBJECT_POS.has(t.pos))) problems.push('no subject between do-support and the verb');
    if (!verb) problems.push('no verb after the subject');
    else if ((verb.pos === 'VERB' || verb.pos === 'AUX') && verb.normal !== verb.lemma) problems.push(`"${verb.text}" after "${tokens[doAt]?.text ?? ''}" is not a base form`);
    else if (verbBase(verb.normal) !== null && verbBase(verb.normal) !== verb.normal) problems.push(`"${verb.text}" is a past form`);
    const next = tokens[i + 1];
    if (verb && /^(?:have|be)$/.test(verb.lemma) && next && (next.pos === 'AUX' || next.pos === 'VERB')) problems.push(`"${verb.text} ${next.text}" after do-support`);
  }
  return problems;
}
