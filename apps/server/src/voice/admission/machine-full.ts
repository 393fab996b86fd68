/**
 * One more child than the machine can listen to: turned away kindly, in their band's words, instead of
 * every reader's highlight lagging behind (issue 26). The socket closes with 1013 (try again later), so
 * the child app keeps retrying with its backoff and gets in when a place frees.
 */
import type { AgeBand } from '../../companion/age-band';

export const MACHINE_FULL_CODE = 'machine_full';
export const MACHINE_FULL_CLOSE = 1013;

const WORDS: Record<AgeBand, string> = {
  '6-8': 'Lots of friends are reading with me right now! Please wait a little, and I will be ready for you soon.',
  '9-11': 'Lots of readers are using the reading helper right now. Please wait a minute and it will try again.',
  '12-14': 'The reading helper is full right now. It will try again in a minute.',
  '15-18': 'The server is at capacity. Retrying shortly.',
};

export function machineFullMessage(band: AgeBand): string {
  return WORDS[band];
}

export class MachineFullError extends Error {
  constructor(
    readonly band: AgeBand,
    readonly live: number,
    readonly limit: number,
  ) {
    super(`machine full: ${live} of ${limit} readers`);
  }
}
