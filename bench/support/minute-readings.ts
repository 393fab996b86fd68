/**
 * One-minute readings, as oral reading fluency is measured (Hasbrouck & Tindal: words correct in a
 * one-minute reading). A 32-word opening lasts about 9 s, so one word counted wrongly there moves WCPM
 * by about 7; over a minute the same slip moves it by 1. These readings take a story's first
 * `MINUTE_WORDS` words and misread them at the openings' density: one omission, one insertion and one
 * substitution in every block of about 32 words.
 */
import { correctReading, misreadInBlocks, type Misreading } from './misreadings';
import type { SpokenToken } from './reader-audio';

/** About a minute of Flite reading at rates 0.9–1.2 (≈ 170–230 words a minute). */
export const MINUTE_WORDS = 200;
const BLOCK_WORDS = 32;

/** The tokens misread block by block (`variant` as misread() takes it), or read correctly when `variant` is null. */
export function minuteReading(content: string, tokens: readonly SpokenToken[], variant: number | null, seed: number): Misreading {
  if (variant === null) return correctReading(tokens);
  return misreadInBlocks(content, tokens, { variant, seed, blockWords: BLOCK_WORDS });
}
