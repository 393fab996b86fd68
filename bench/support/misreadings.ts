/**
 * Misread versions of a story opening with known ground truth: an omission, an insertion and a
 * substitution (alternately sound-alike and clearly different) on content words spread over the text,
 * placed differently per variant; and the same at that density over a longer text, block by block.
 * An insertion is a clearly different word before a content word, or (when asked) a short adjective
 * inside a noun phrase ("the brown old gate" for "the old gate"). Built on the reading evaluation's
 * word pools and score types.
 */
import { tokenizeStory } from '@shared';
import { isFunctionWord } from '../../apps/server/src/language/function-words';
import { differentWordFrom, random, soundAlikeOf } from '../../apps/server/src/reading/evaluation/word-pools';
import type { TruthMiscue } from '../../apps/server/src/reading/evaluation/synthetic-reading';
import type { ReadingAudio, SpokenToken } from './reader-audio';

export interface Misreading {
  tokens: SpokenToken[];
  truth: TruthMiscue[];
  /** Story words reached: read correctly or not. */
  correct: Map<number, boolean>;
  /** Story words before which a short word was inserted inside their noun phrase (a subset of the insertions' word indices). */
  nounPhraseInsertions?: number[];
}

/** How an insertion is made: a clearly different word before a content word, or a short adjective after a determiner. */
export type InsertionStyle = 'word' | 'noun-phrase';

/** Determiners a noun phrase starts with (not a/an: "an big" is not what a reader says). */
const DETERMINERS = new Set(['the', 'his', 'her', 'their', 'my', 'our', 'your', 'its', 'this', 'that', 'every', 'some']);
/** Short words a reader slips into a noun phrase. */
const SHORT_ADJECTIVES = ['big', 'red', 'old', 'small', 'brown', 'wet', 'dark', 'cold', 'tall', 'new'];

export function correctReading(tokens: readonly SpokenToken[]): Misreading {
  return { tokens: [...tokens], truth: [], correct: new Map(tokens.map((t) => [t.storyIndex ?? -1, true])) };
}

/**
 * Even `variant`s put omission → substitution → insertion in the first, middle and last third of the
 * text; odd ones rotate them; variants 0, 1, 4, 5… swap in a sound-alike where one exists, 2, 3, 6, 7… a clearly different word. The first two words are never touched (the reader has to get going).
 * With `insertionStyle` 'noun-phrase' the insertion is a short adjective after a determiner where the
 * text has one in that third (a different word before a content word where it has none).
 */
export function misread(
  content: string,
  tokens: readonly SpokenToken[],
  variant: number,
  seed: number,
  insertionStyle: InsertionStyle = 'word',
): Misreading {
  const rng = random(seed);
  const norms = tokenizeStory(content).words.map((w) => w.norm);
  const kinds = variant % 2 === 0 ? (['omission', 'substitution', 'insertion'] as const) : (['insertion', 'omission', 'substitution'] as const);
  const third = Math.floor(tokens.length / 3);
  // A noun-phrase insertion goes before a content word that follows a determiner ("the gate", "the old gate").
  const afterDeterminer = (i: number): boolean => {
    const before = tokens[i - 1];
    return before !== undefined && DETERMINERS.has(norms[before.storyIndex ?? 0] ?? '') && /[A-Za-z']$/.test(before.text);
  };
  const picks = kinds.map((kind, k) => {
    const candidates = tokens
      .map((t, i) => ({ t, i }))
      .filter(({ t, i }) => i >= Math.max(2, k * third) && i < (k + 1) * third - 1 && !isFunctionWord(norms[t.storyIndex ?? 0] ?? '') && (norms[t.storyIndex ?? 0]?.length ?? 0) >= 3);
    const inNounPhrase = kind === 'insertion' && insertionStyle === 'noun-phrase' ? candidates.filter(({ i }) => afterDeterminer(i)) : [];
    const pool = inNounPhrase.length > 0 ? inNounPhrase : candidates;
    const chosen = pool[Math.floor(rng() * pool.length)] ?? pool[0];
    if (!chosen) throw new Error('no content word to misread');
    return { kind, index: chosen.i, nounPhrase: inNounPhrase.length > 0 };
  });
  const nounPhraseInsertions: number[] = [];
  const truth: TruthMiscue[] = [];
  const correct = new Map<number, boolean>(tokens.map((t) => [t.storyIndex ?? -1, true]));
  const out: SpokenToken[] = [];
  tokens.forEach((token, i) => {
    const pick = picks.find((p) => p.index === i);
    const storyIndex = token.storyIndex ?? 0;
    const norm = norms[storyIndex] ?? '';
    const trailing = token.text.match(/[^A-Za-z0-9']+$/)?.[0] ?? '';
    switch (pick?.kind) {
      case 'omission':
        truth.push({ kind: 'omission', wordIndex: storyIndex });
        correct.set(storyIndex, false);
        return;
      case 'substitution': {
        const alike = Math.floor(variant / 2) % 2 === 0 ? soundAlikeOf(norm, rng) : undefined;
        out.push({ text: (alike ?? differentWordFrom(norm, rng)) + trailing, storyIndex });
        truth.push({ kind: 'substitution', wordIndex: storyIndex, soundAlike: alike !== undefined });
        correct.set(storyIndex, false);
        return;
      }
      case 'insertion': {
        let inserted: string;
        if (pick.nounPhrase) {
          const fitting = SHORT_ADJECTIVES.filter((a) => a !== norm && a !== norms[storyIndex - 1] && a !== norms[storyIndex + 1]);
          inserted = fitting[Math.floor(rng() * fitting.length)] ?? 'big';
          nounPhraseInsertions.push(storyIndex);
        } else inserted = differentWordFrom(norm, rng);
        out.push({ text: inserted, storyIndex: null }, token);
        truth.push({ kind: 'insertion', wordIndex: storyIndex });
        return;
      }
      case undefined:
        out.push(token);
    }
  });
  return { tokens: out, truth, correct, ...(insertionStyle === 'noun-phrase' ? { nounPhraseInsertions } : {}) };
}

/**
 * A longer text misread at an opening's density: one omission, one insertion and one substitution in
 * every block of about `blockWords` words (a short tail joins the block before it: misread() needs
 * room for three miscues). Block b is misread as `variant + b` with seed `seed + 1000 b`, its
 * insertion made as `insertionStyle(b)` says.
 */
export function misreadInBlocks(
  content: string,
  tokens: readonly SpokenToken[],
  opts: { variant: number; seed: number; blockWords: number; insertionStyle?: (block: number) => InsertionStyle },
): Misreading {
  const blocks: SpokenToken[][] = [];
  for (let start = 0; start < tokens.length; start += opts.blockWords) {
    const block = tokens.slice(start, start + opts.blockWords);
    if (block.length < opts.blockWords / 2 && blocks.length > 0) blocks.at(-1)!.push(...block);
    else blocks.push(block);
  }
  const out: Misreading = { tokens: [], truth: [], correct: new Map(), nounPhraseInsertions: [] };
  blocks.forEach((block, b) => {
    const part = misread(content, block, opts.variant + b, opts.seed + 1000 * b, opts.insertionStyle?.(b) ?? 'word');
    out.tokens.push(...part.tokens);
    out.truth.push(...part.truth);
    out.nounPhraseInsertions?.push(...(part.nounPhraseInsertions ?? []));
    for (const [index, ok] of part.correct) out.correct.set(index, ok);
  });
  return out;
}

/**
 * A word the synthesizer itself said otherwise ("Mei" as "my") was not read correctly: it is taken out
 * of the plan's correct words (so it is neither a false flag nor a word correct in truth WCPM), and
 * returned as written.
 */
export function leaveOutMisspoken(plan: Misreading, words: ReadingAudio['words']): string[] {
  const misspoken = words.filter((w) => w.misspoken && w.storyIndex !== null && plan.correct.get(w.storyIndex) === true);
  for (const w of misspoken) plan.correct.delete(w.storyIndex ?? -1);
  return misspoken.map((w) => w.text);
}
