// Runs every benchmark in bench/ (*.ts and *.mjs, in name order) one after another with tsx, each under
// a header. A failing bench does not stop the others; the run exits non-zero if any failed.
//   npm run bench                     all of them
//   npm run bench -- voice-latency    only the ones whose file name contains one of the given words
//   npm run bench -- companion --errors   words starting with "-" are passed on to each chosen bench
//   npm run bench -- voice-capacity 8 12  numbers are passed on too (here: the reader counts to try)
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const passedOn = (arg) => arg.startsWith('-') || /^\d+$/.test(arg);
const filters = process.argv.slice(2).filter((arg) => !passedOn(arg));
const benchFlags = process.argv.slice(2).filter(passedOn);
const all = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !/\.test\.ts$/.test(entry.name))
  .map((entry) => entry.name)
  .sort();
const chosen = filters.length === 0 ? all : all.filter((name) => filters.some((f) => name.replace(/\.(ts|mjs)$/, '').includes(f)));
if (chosen.length === 0) {
  process.stderr.write(`No bench matches ${filters.join(', ')}. Available: ${all.join(', ')}\n`);
  process.exit(2);
}

const results = [];
for (const name of chosen) {
  const rule = '='.repeat(Math.max(10, 76 - name.length));
  process.stdout.write(`\n=== bench/${name} ${rule}\n`);
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', name), ...benchFlags], { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  const why = run.error ? run.error.message : run.signal ? `signal ${run.signal}` : `exit ${run.status}`;
  process.stdout.write(`--- bench/${name}: ${ok ? 'ok' : `FAILED (${why})`} in ${seconds} s\n`);
  results.push({ name, ok, seconds, why });
}

process.stdout.write('\n=== summary ' + '='.repeat(66) + '\n');
for (const r of results) process.stdout.write(`  ${r.ok ? 'ok    ' : 'FAILED'}  ${r.name.padEnd(28)} ${r.seconds.padStart(7)} s${r.ok ? '' : `  (${r.why})`}\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
