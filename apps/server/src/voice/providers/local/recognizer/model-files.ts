/**
 * Where the embedded recogniser's files live. soundswallower resolves its model against the working
 * directory unless told otherwise, so everything is located from the package itself.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The package's own `model/` folder, with the trailing slash soundswallower's `modelBase` needs. */
export function soundswallowerModelBase(): string {
  return join(dirname(require.resolve('soundswallower')), 'model') + '/';
}
