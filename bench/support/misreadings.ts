/**
 * Misread versions of a story opening with known ground truth: an omission, an insertion and a
 * substitution (alternately sound-alike and clearly different) on content words spread over the text,
 * placed differently per variant. Built on the reading evaluation's word pools and score types.
 */
import { tokenizeStory } from '@shared';
import { isFunctionWord } from '../../apps/server/src/language/function-words';
import { differentWordFrom, random, soundAlikeOf } from '../../apps/server/src/reading/evaluation/word-pools';
import type { TruthMiscue } from '../../apps/server/src/reading/evaluation/synthetic-reading';
import type { SpokenToken } from './reader-audio';

export interface Misreading {
  tokens: SpokenToken[];
  truth: TruthMiscue[];
  /** Story words reached: read correctly or not. */
  correct: Map<number, boolean>;
}

export function correctReading(tokens: readonly SpokenToken[]): Misreading {
  return { tokens: [...tokens], truth: [], correct: new Map(tokens.map((t) => [t.storyIndex ?? -1, true])) };
}

/**
 * Even `variant`s put omission → substitution → insertion in the first, middle and last third of the
 * text; odd ones rotate them; variants 0, 1, 4, 5… swap in a sound-alike where one exists, 2, 3, 6, 7… a clearly different word. The first two words are never touched (the reader has to get going).
 */
export function misread(content: string, tokens: readonly SpokenToken[], variant: number, seed: number): Misreading {
  const rng = random(seed);
  const norms = tokenizeStory(content).words.map((w) => w.norm);
  const kinds = variant % 2 === 0 ? (['omission', 'substitution', 'insertion'] as const) : (['insertion', 'omission', 'substitution'] as const);
  const third = Math.floor(tokens.length / 3);
  const picks = kinds.map((kind, k) => {
    const candidates = tokens
      .map((t, i) => ({ t, i }))
      .filter(({ t, i }) => i >= Math.max(2, k * third) && i < (k + 1) * third - 1 && !isFunctionWord(norms[t.storyIndex ?? 0] ?? '') && (norms[t.storyIndex ?? 0]?.length ?? 0) >= 3);
    const chosen = candidates[Math.floor(rng() * candidates.length)] ?? candidates[0];
    if (!chosen) throw new Error('no content word to misread');
    return { kind, index: chosen.i };
  });
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
      case 'insertion':
        out.push({ text: differentWordFrom(norm, rng), storyIndex: null }, token);
        truth.push({ kind: 'insertion', wordIndex: storyIndex });
        return;
      case undefined:
        out.push(token);
    }
  });
  return { tokens: out, truth, correct };
}
