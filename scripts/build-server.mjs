#!/usr/bin/env node
// Compiles the server (and the shared package it imports) to plain ES modules in apps/server/dist, one
// output file per source file so that everything found by path at run time (the worker entry points,
// the migrations, classifier weights) sits where the code expects it. esbuild only strips types and
// rewrites import specifiers to what Node's ESM loader needs: relative imports get their `.js`, and
// `@shared` becomes a path to the compiled shared package in dist/_shared. npm packages stay imports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const serverSrc = path.join(root, 'apps/server/src');
const sharedSrc = path.join(root, 'packages/shared/src');
export const SERVER_DIST = path.join(root, 'apps/server/dist');
const sharedDist = path.join(SERVER_DIST, '_shared');

function sources(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The source file a relative specifier names (`./x` → x.ts or x/index.ts). */
function resolveSource(fromDir, spec) {
  const base = path.resolve(fromDir, spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${spec} from ${fromDir}`);
}

function outputOf(sourceFile) {
  const rel = sourceFile.startsWith(sharedSrc)
    ? path.join(sharedDist, path.relative(sharedSrc, sourceFile))
    : path.join(SERVER_DIST, path.relative(serverSrc, sourceFile));
  return rel.replace(/\.tsx?$/, '.js');
}

function specifierFrom(importer, target) {
  let rel = path.relative(path.dirname(outputOf(importer)), outputOf(target)).split(path.sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

const rewriteImports = {
  name: 'rewrite-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      let target;
      if (args.path === '@shared') target = path.join(sharedSrc, 'index.ts');
      else if (args.path.startsWith('@shared/')) target = resolveSource(sharedSrc, `./${args.path.slice('@shared/'.length)}`);
      else if (args.path.startsWith('.')) target = resolveSource(args.resolveDir, args.path);
      else return { path: args.path, external: true };
      return { path: specifierFrom(args.importer, target), external: true };
    });
  },
};

export async function buildServer() {
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  const common = { bundle: true, format: 'esm', platform: 'node', target: 'node20', plugins: [rewriteImports], logLevel: 'warning', sourcemap: 'linked' };
  await build({ ...common, entryPoints: sources(serverSrc), outbase: serverSrc, outdir: SERVER_DIST });
  await build({ ...common, entryPoints: sources(sharedSrc), outbase: sharedSrc, outdir: sharedDist });
  // Data files the code opens by path next to itself (classifier weights, corpus, fixtures).
  for (const [from, to] of [[serverSrc, SERVER_DIST], [sharedSrc, sharedDist]]) {
    const copy = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) copy(full);
        else if (!/\.tsx?$/.test(entry.name)) {
          const dest = path.join(to, path.relative(from, full));
          fs.mkdirSync(path.dirname(dest), { recursive: true });
          fs.copyFileSync(full, dest);
        }
      }
    };
    copy(from);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = Date.now();
  await buildServer();
  process.stdout.write(`Built the server into ${path.relative(root, SERVER_DIST)} in ${Date.now() - started} ms\n`);
}
