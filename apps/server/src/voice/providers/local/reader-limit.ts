/**
 * How many children one instance listens to at once with the offline recogniser. Set with
 * LC_MAX_READERS; otherwise worked out from what decoding costs on this machine (decoding-cost.ts),
 * measured when the speech stack loads, and READERS_PER_CORE per core until that measurement is in.
 */
import { availableParallelism } from 'node:os';

/**
 * Readers one core takes in the few seconds before the measurement is in (a class connecting at once):
 * low, because a child asked to wait gets in on a retry, while readers let in beyond what the machine
 * keeps up with lag for the whole lesson. Quiet 2-core machines measured 6 to 15 per core with the
 * capacity bench (docs/deploy.md, Sizing).
 */
export const READERS_PER_CORE = 6;

/** The limit before this machine's decoding cost is known. */
export function defaultReaderLimit(): number {
  return READERS_PER_CORE * availableParallelism();
}

/**
 * Seconds of the measurement's decoding one core sustains per second with every reader's p95 chunk lag
 * within 400 ms: the capacity bench's largest passing class times the measured cost, per core. Two
 * machines three times apart in speed put the knee at the same place, 0.47–0.48 passing and 0.58–0.63
 * missing (docs/listening-cost.md, "The reader limit, from two machines"). The rest of a core goes to what a
 * reader costs besides the decoder's writes (turn ends, grammar changes, the socket, VAD and tracker).
 */
export const DECODING_PER_CORE_AT_LAG_TARGET = 0.5;

/** Readers `cores` cores keep under the lag target when decoding a second of audio takes `msPerAudioSecond`. */
export function readersFor(msPerAudioSecond: number, cores: number): number {
  if (!(msPerAudioSecond > 0)) return 1;
  return Math.max(1, Math.floor((cores * DECODING_PER_CORE_AT_LAG_TARGET * 1000) / msPerAudioSecond));
}
