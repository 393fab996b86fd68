/**
 * `npm run train:safety`: trains the safety classifier on ./corpus and writes weights.json beside this
 * file. Deterministic (fixed seed and settings), so re-running on an unchanged corpus writes the same
 * file. `-- --cross-validate` also prints a leave-one-set-out estimate.
 */
import { writeFileSync } from 'node:fs';
import { loadCorpus } from './corpus';
import { crossValidate } from './cross-validate';
import { WEIGHTS_URL } from './model';
import { trainWeights, weightsFile } from './train';

const items = loadCorpus();
const started = performance.now();
const file = weightsFile(items, trainWeights(items));
writeFileSync(WEIGHTS_URL, `${JSON.stringify(file)}\n`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`trained on ${items.length} utterances ${JSON.stringify(file.trainedOn)} in ${seconds} s; ${Object.keys(file.weights).length} features kept; fingerprint ${file.fingerprint}\n`);
if (process.argv.includes('--cross-validate')) for (const line of crossValidate(items)) process.stdout.write(`${line}\n`);
