/**
 * The one syllable splitter: the reader's next-word card ("ad·ven·ture"), the syllables of scored words
 * and the companion's slow form (slow-form.ts) all use it. TeX hyphenation patterns; the right margin
 * is lowered from 3 to 2 letters so short words split as children are taught ("hap-py"), and the left
 * margin stays 2, since 1 splits consonant clusters ("s-tart-ed"). A possessive stays on the last piece.
 */
import { createRequire } from 'node:module';

interface HyphenationLanguage {
  leftmin: number;
  rightmin: number;
  patterns: Record<number, string>;
  exceptions?: string;
}
interface HypherInstance {
  hyphenate(word: string): string[];
}
type HypherConstructor = new (language: HyphenationLanguage) => HypherInstance;

// Neither package ships types or an ES module build; a local require keeps their shapes in this file.
const require = createRequire(import.meta.url);
const Hypher = require('hypher') as HypherConstructor;
const english = require('hyphenation.en-us') as HyphenationLanguage;
const hypher = new Hypher({ ...english, leftmin: 2, rightmin: 2 });

const POSSESSIVE = /(['’]s)$/i;

export function syllablesOf(word: string): string[] {
  if (word.length === 0) return [];
  return word
    .split('-')
    .filter((part) => part.length > 0)
    .flatMap((part) => {
      const possessive = POSSESSIVE.exec(part)?.[1] ?? '';
      const base = possessive ? part.slice(0, -possessive.length) : part;
      const pieces = base.length > 0 ? hypher.hyphenate(base) : [];
      if (pieces.length === 0) return [part];
      pieces[pieces.length - 1] = `${pieces[pieces.length - 1] ?? ''}${possessive}`;
      return pieces;
    });
}
