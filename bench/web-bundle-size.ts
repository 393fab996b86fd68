/**
 * Size of the child's initial JavaScript: the entry script and modulepreloaded chunks named in the built
 * apps/web/dist/index.html, gzipped (level 9). Lazy chunks (the teacher side, charts) are listed apart.
 * Budget: 150 KB gzipped.
 *
 *   npx tsx bench/web-bundle-size.ts           builds when apps/web/dist is missing, then measures
 *   npx tsx bench/web-bundle-size.ts --build   always builds first
 *   WEB_DIST_DIR=/some/dist npx tsx bench/web-bundle-size.ts   measures another build output
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const webDir = fileURLToPath(new URL('../apps/web', import.meta.url));
const distDir = process.env.WEB_DIST_DIR ?? join(webDir, 'dist');

if (process.argv.includes('--build') || !existsSync(join(distDir, 'index.html'))) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
}

const html = readFileSync(join(distDir, 'index.html'), 'utf8');
const initial = new Set<string>();
for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) if (match[1]) initial.add(match[1]);
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) if (match[1]) initial.add(match[1]);

const gzipKb = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const fileFor = (href: string): string => join(distDir, href.replace(/^\//, ''));

let initialKb = 0;
process.stdout.write('initial JS (gzip):\n');
for (const href of initial) {
  const kb = gzipKb(fileFor(href));
  initialKb += kb;
  process.stdout.write(`  ${href.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB\n`);
}

const assets = join(distDir, 'assets');
const lazy = readdirSync(assets).filter((name) => name.endsWith('.js') && !initial.has(`/assets/${name}`));
const lazyKb = lazy.reduce((sum, name) => sum + gzipKb(join(assets, name)), 0);

process.stdout.write(`initial JS total: ${initialKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)\n`);
process.stdout.write(`lazy chunks: ${lazy.length}, ${lazyKb.toFixed(1)} KB gzipped\n`);
if (initialKb > BUDGET_KB) process.exitCode = 1;
