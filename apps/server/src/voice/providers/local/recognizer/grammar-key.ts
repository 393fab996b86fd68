import { createHash } from 'node:crypto';
import type { GrammarSpec } from './types';

/** Identity of a grammar spec, for caches on both sides of the worker boundary. */
export function grammarKey(spec: GrammarSpec): string {
  return createHash('sha1').update(JSON.stringify(spec)).digest('hex');
}
