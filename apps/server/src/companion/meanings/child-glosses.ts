/**
 * Meanings in a young child's words (child-glosses.txt), by lemma and, for words that mean something
 * else as another part of speech ("bark" of a dog, "bark" of a tree), by part of speech. WordNet's glosses
 * are written for adults ("enduring trying circumstances with even temper"); these say the everyday sense in
 * short common words. A word not here falls back to the plainest fitting WordNet sense (child-meaning.ts).
 */
import { readFileSync } from 'node:fs';
import type { WordNetPos } from '../../language/lexicon/wordnet';

type GlossEntry = Partial<Record<WordNetPos | 'any', string>>;

const LINE = /^([a-z][a-z'-]*)(?:\/(noun|verb|adj|adv))?:\s+(\S.*)$/;

/** The file's entries; a line that does not parse is an error, so a typo cannot silently drop a word. */
export function parseChildGlosses(text: string): ReadonlyMap<string, GlossEntry> {
  const entries = new Map<string, GlossEntry>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line.length === 0 || line.startsWith('#')) return;
    const match = LINE.exec(line);
    if (!match) throw new Error(`child-glosses.txt line ${index + 1} is not "word: meaning": ${line}`);
    const [, word = '', pos, gloss = ''] = match;
    const entry = entries.get(word) ?? {};
    const key = (pos as WordNetPos | undefined) ?? 'any';
    if (entry[key]) throw new Error(`child-glosses.txt line ${index + 1}: "${word}" is there twice`);
    entry[key] = gloss;
    entries.set(word, entry);
  });
  return entries;
}

let glosses: ReadonlyMap<string, GlossEntry> | undefined;

export function childGlosses(): ReadonlyMap<string, GlossEntry> {
  glosses ??= parseChildGlosses(readFileSync(new URL('./child-glosses.txt', import.meta.url), 'utf8'));
  return glosses;
}

/**
 * The child gloss for `forms` (the word as written, then its lemma) used as `pos` in the story: the
 * entry for that part of speech, else the word's only entry. Null when a word's entries are all for
 * other parts of speech ("saw" the tool is not "she saw").
 */
export function childGloss(forms: readonly string[], pos: WordNetPos | null): string | null {
  for (const form of forms) {
    const entry = childGlosses().get(form);
    if (!entry) continue;
    const found = (pos ? entry[pos] : undefined) ?? entry.any ?? (pos === null ? Object.values(entry)[0] : undefined);
    if (found) return found;
  }
  return null;
}
