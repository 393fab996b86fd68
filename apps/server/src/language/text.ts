/**
 * Plain-text helpers shared by story analysis, dialogue and the guardrails: sentence splitting, content
 * words and a light stemmer, so "running", "runs" and "ran" style variants can be compared cheaply.
 */
import { normalizeWord } from '@shared';

const STOP_WORDS = new Set(
  (
    'a an the and or but if then so because since as of at by for with about into onto from to in on up ' +
    'down out over under again further once here there when where why how all any both each few more most ' +
    'other some such no nor not only own same than too very can will just don should now is am are was were ' +
    'be been being have has had having do does did doing would could i me my myself we our ours you your ' +
    'yours he him his she her hers it its they them their theirs what which who whom this that these those ' +
    "i'm it's don't didn't can't won't let's that's what's he's she's they're we're you're isn't wasn't " +
    'oh ok okay yeah yes yep um uh hmm like really well also got get go going went said says say tell ' +
    'know think want one thing things lot much many'
  ).split(/\s+/),
);

/** True for words that carry no topic of their own ("the", "was", "really"). */
export function isStopWord(norm: string): boolean {
  return STOP_WORDS.has(norm);
}

/** Normalised words of a text, in order, empty pieces dropped. */
export function wordsOf(text: string): string[] {
  return text
    .split(/[\s\u2014\u2013/]+|(?<=\w)[.,!?;:]+(?=\w)/)
    .map((piece) => normalizeWord(piece))
    .filter((w) => w.length > 0);
}

/** Content words (no stop words, no one-letter words) of a text, normalised. */
export function contentWords(text: string): string[] {
  return wordsOf(text).filter((w) => w.length > 1 && !isStopWord(w) && !/^\d+$/.test(w));
}

const IRREGULAR_STEMS: Record<string, string> = {
  ran: 'run', ate: 'eat', saw: 'see', seen: 'see', went: 'go', gone: 'go', took: 'take', taken: 'take',
  gave: 'give', given: 'give', made: 'make', came: 'come', found: 'find', flew: 'fly', flown: 'fly',
  fell: 'fall', fallen: 'fall', blew: 'blow', blown: 'blow', built: 'build', caught: 'catch',
  thought: 'think', brought: 'bring', told: 'tell', felt: 'feel', left: 'leave', met: 'meet', sat: 'sit',
  stood: 'stand', swam: 'swim', sang: 'sing', drank: 'drink', knew: 'know', grew: 'grow', threw: 'throw',
  wrote: 'write', rode: 'ride', hid: 'hide', broke: 'break', woke: 'wake', kept: 'keep', slept: 'sleep',
  children: 'child', mice: 'mouse', feet: 'foot', teeth: 'tooth', men: 'man', women: 'woman', geese: 'goose',
  wolves: 'wolf', leaves: 'leaf', knives: 'knife', lives: 'life', shelves: 'shelf', pigs: 'pig',
};

/**
 * A light suffix-stripping stemmer (plurals, -ing, -ed, -ly, -er/-est on short stems). It only has to map
 * the variants a child and a story use for the same thing onto one key, not produce dictionary words.
 */
export function stem(word: string): string {
  const w = normalizeWord(word).replace(/'s$/, '').replace(/'/g, '');
  const irregular = IRREGULAR_STEMS[w];
  if (irregular) return irregular;
  if (w.length <= 3) return w;
  let s = w;
  if (s.endsWith('ies') && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (/(ches|shes|sses|xes|zes)$/.test(s)) s = s.slice(0, -2);
  else if (s.endsWith('s') && !/(ss|us|is)$/.test(s)) s = s.slice(0, -1);
  if (s.endsWith('ing') && s.length > 5) s = undouble(s.slice(0, -3));
  else if (s.endsWith('ied') && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith('ed') && s.length > 4) s = undouble(s.slice(0, -2));
  else if (s.endsWith('ly') && s.length > 5) s = s.slice(0, -2);
  if (s.endsWith('e') && s.length > 3) s = s.slice(0, -1);
  return s;
}

function undouble(s: string): string {
  return /([bdgklmnprt])\1$/.test(s) ? s.slice(0, -1) : s;
}

/** Splits text into sentences at . ! ? (keeping closing quotes with their sentence). */
export function splitSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length === 0) return [];
  const parts = flat.match(/[^.!?]+(?:[.!?]+["'\u201d\u2019)]*|$)/g) ?? [flat];
  const sentences: string[] = [];
  for (const raw of parts) {
    const part = raw.trim();
    if (part.length === 0) continue;
    const previous = sentences.at(-1);
    // A quotation like “Stop!” said Tom. is one sentence: glue a piece that starts in lower case.
    if (previous !== undefined && /^[a-z]/.test(part) && /[!?]["'\u201d\u2019]$/.test(previous)) {
      sentences[sentences.length - 1] = `${previous} ${part}`;
    } else {
      sentences.push(part);
    }
  }
  return sentences;
}

/** Counts words the way replies are limited: white-space separated pieces with a letter or digit. */
export function countSpokenWords(text: string): number {
  return text.split(/\s+/).filter((piece) => /[\p{L}\p{N}]/u.test(piece)).length;
}
