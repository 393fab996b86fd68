#!/usr/bin/env node
// `npm start`: builds the web app and the server when missing or older than their sources, then runs
// the compiled server with the embedded defaults. Signals are forwarded so shutdown stays graceful.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtimeMs(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtimeMs(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'packages/shared/src'].map((p) => path.join(root, p));
const sourceMtime = Math.max(
  ...sources.filter((p) => fs.existsSync(p)).map((p) => (fs.statSync(p).isDirectory() ? newestMtimeMs(p) : fs.statSync(p).mtimeMs)),
);
// A packaged install (the Docker image, the systemd unit) builds once and carries no dev tools to rebuild.
const packaged = process.env.NODE_ENV === 'production';
if (packaged && !fs.existsSync(distIndex)) {
  process.stderr.write('The web app is not built: run `npm run build` once before starting with NODE_ENV=production.\n');
  process.exit(78);
}
if (!packaged && (!fs.existsSync(distIndex) || fs.statSync(distIndex).mtimeMs < sourceMtime)) {
  process.stdout.write('Building the web app…\n');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverMain = path.join(root, 'apps/server/dist/main.js');
const serverSources = ['apps/server/src', 'packages/shared/src'].map((p) => path.join(root, p));
const serverSourceMtime = Math.max(...serverSources.map((p) => newestMtimeMs(p)));
if (packaged && !fs.existsSync(serverMain)) {
  process.stderr.write('The server is not built: run `npm run build` once before starting with NODE_ENV=production.\n');
  process.exit(78);
}
if (!packaged && (!fs.existsSync(serverMain) || fs.statSync(serverMain).mtimeMs < serverSourceMtime)) {
  process.stdout.write('Building the server…\n');
  await buildServer();
}

const server = spawn(process.execPath, [serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
