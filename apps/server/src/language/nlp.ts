/**
 * Story language through wink-nlp and its English lite model, which ships inside the npm package (no
 * download, no network): sentences, words with their part of speech (Universal tags) and lemma, and
 * entities. Chosen over the hand-written stemmer and clause splitter it replaces because it tags words in
 * context ("still" adverb or adjective, "saw" verb or noun) and knows irregular forms ("ran" → "run",
 * "mice" → "mouse"); chosen over compromise because its model gives both UD tags and lemmas.
 */
import winkNLP, { type ItemSentence, type ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export interface NlpToken {
  /** As written ("Ran"). */
  text: string;
  /** Lower case ("ran"). */
  normal: string;
  /** Universal part of speech: NOUN, PROPN, VERB, AUX, ADJ, ADV, ADP, DET, PRON, NUM, CCONJ, SCONJ, PART, PUNCT, … */
  pos: string;
  /** Dictionary form ("run"). */
  lemma: string;
  isWord: boolean;
}

export interface NlpSentence {
  text: string;
  tokens: NlpToken[];
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | null = null;

function engine(): Nlp {
  nlp ??= winkNLP(model);
  return nlp;
}

const cache = new Map<string, NlpSentence[]>();
/** Stories and questions parsed recently; a story is parsed once per session, not once per turn. */
const CACHE_ENTRIES = 64;

/** The text's sentences with their tagged words (cached per text). */
export function parseSentences(text: string): NlpSentence[] {
  const cached = cache.get(text);
  if (cached) return cached;
  // wink recognises its `its` helpers by identity (a bound copy loses the lemma), so they are taken as
  // they are; the typings declare them as methods and `its.lemma` with the add-ons the model fills in.
  const { its } = engine();
  type Field = typeof its.normal;
  const typeOf = Reflect.get<typeof its, 'type'>(its, 'type');
  const normalOf = Reflect.get<typeof its, 'normal'>(its, 'normal');
  const posOf = Reflect.get<typeof its, 'pos'>(its, 'pos') as Field;
  const lemmaOf = Reflect.get<typeof its, 'lemma'>(its, 'lemma') as unknown as Field;
  const doc = engine().readDoc(text);
  const sentences: NlpSentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens: NlpToken[] = [];
    sentence.tokens().each((token: ItemToken) => {
      const type = token.out(typeOf);
      tokens.push({
        text: token.out(),
        normal: token.out(normalOf),
        pos: token.out(posOf),
        lemma: token.out(lemmaOf),
        isWord: type === 'word' || type === 'number',
      });
    });
    const out = sentence.out().replace(/\s+/g, ' ').trim();
    for (const piece of atClosingQuotes(tokens, out, sentences.at(-1)?.text ?? '')) {
      const previous = sentences.at(-1);
      if (previous && (isSpeechTag(previous, piece.tokens) || openQuote(previous.text))) {
        // "“Can we fly it now?” Mia asked." is one sentence: the tag belongs to the quotation before it; so
        // is the rest of a quotation the splitter cut inside ('"Too wobbly! Too wobbly!"', '"Yara. I trip
        // …"'): one speaker's words stay whole for lines, quizzes and read-backs. The reading tracker splits
        // the story into sentences of its own (reading/tracker/sentences.ts), so this changes nothing there.
        previous.text = `${previous.text} ${piece.text}`;
        previous.tokens.push(...piece.tokens);
      } else if (piece.text.length > 0) {
        sentences.push(piece);
      }
    }
  });
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  cache.set(text, sentences);
  return sentences;
}

const SPEECH_LEMMAS = new Set(['say', 'ask', 'reply', 'whisper', 'shout', 'cry', 'call', 'yell', 'answer', 'laugh', 'squeak', 'mutter', 'add', 'explain', 'giggle', 'sigh', 'gasp', 'groan', 'grumble', 'exclaim', 'murmur', 'sob', 'snap', 'tell']);

/**
 * 'Jet squawked, "Too wobbly! Too wobbly!" Finn laughed.' is two sentences: the splitter keeps them as one,
 * or cuts at the first "!". Split after a closing quotation mark that follows . ! or ? when a capitalised
 * sentence that is not a speech tag ("Omar shouted.") comes next. `before` is the sentence so far when a
 * quotation is still open in it.
 */
function atClosingQuotes(tokens: NlpToken[], out: string, before: string): NlpSentence[] {
  const pieces: NlpSentence[] = [];
  let from = 0;
  let textFrom = 0;
  let quotes = 0;
  let carried = openQuote(before) ? before : '';
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as NlpToken;
    if (!/^["\u201c\u201d]$/.test(token.text)) continue;
    const at = nthQuote(out, quotes);
    quotes += 1;
    const closes = at >= 0 && /[.!?]$/.test(tokens[i - 1]?.text ?? '') && /^\p{Lu}/u.test(tokens[i + 1]?.text ?? '')
      && openQuote(`${carried} ${out.slice(textFrom, at)}`);
    if (!closes) continue;
    const head = { text: out.slice(textFrom, at + 1).trim(), tokens: tokens.slice(from, i + 1) };
    const rest = tokens.slice(i + 1);
    if (isSpeechTag(head, rest)) continue;
    pieces.push(head);
    from = i + 1;
    textFrom = at + 1;
    carried = '';
  }
  pieces.push({ text: out.slice(textFrom).trim(), tokens: tokens.slice(from) });
  return pieces;
}

function nthQuote(text: string, n: number): number {
  let seen = -1;
  for (let i = 0; i < text.length; i += 1) {
    if (/["\u201c\u201d]/.test(text[i] ?? '') && ++seen === n) return i;
  }
  return -1;
}

/** A quotation opened and not yet closed: straight quotes come in pairs, curly ones open and close. */
function openQuote(text: string): boolean {
  const straight = (text.match(/"/g) ?? []).length;
  const opened = (text.match(/\u201c/g) ?? []).length;
  const closed = (text.match(/\u201d/g) ?? []).length;
  return straight % 2 === 1 || opened > closed;
}

/** A short "Mia asked." right after a closing quotation mark. */
function isSpeechTag(previous: NlpSentence, tokens: readonly NlpToken[]): boolean {
  if (!/["\u201d]$/.test(previous.text) || /^["\u201c]/.test(tokens[0]?.text ?? '')) return false;
  const words = tokens.filter((t) => t.isWord);
  return words.length > 0 && words.length <= 5 && words.slice(0, 3).some((t) => t.pos === 'VERB' && SPEECH_LEMMAS.has(t.lemma));
}

/** All tagged words of a text, sentence after sentence. */
export function parseTokens(text: string): NlpToken[] {
  return parseSentences(text).flatMap((s) => s.tokens);
}

/** Sentences of a text as written. */
export function sentencesOf(text: string): string[] {
  return parseSentences(text).map((s) => s.text);
}

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM']);
/** Lemmas too common to tell sentences apart ("be", "have", "go" as "went", "say"). */
const LIGHT_LEMMAS = new Set(['be', 'have', 'do', 'say', 'get', 'go', 'can', 'will', 'would', 'not', 'so', 'very', 'just', 'then', 'too', 'also', 'there', 'here', 'now']);

/** Whether a token carries meaning of its own (a noun, verb, adjective, adverb or number, not "be"). */
export function isContentToken(token: NlpToken): boolean {
  return token.isWord && CONTENT_POS.has(token.pos) && !LIGHT_LEMMAS.has(token.lemma);
}

/** Content lemmas of a text ("Mia made two kites" → mia, make, two, kite). */
export function contentLemmas(text: string): string[] {
  return parseTokens(text).filter(isContentToken).map((t) => t.lemma);
}

/** The lemma of one word as wink reads it alone ("running" → "run", "mice" → "mouse"). */
export function lemmaOf(word: string): string {
  const token = parseTokens(word).find((t) => t.isWord);
  return token?.lemma ?? word.toLowerCase();
}
