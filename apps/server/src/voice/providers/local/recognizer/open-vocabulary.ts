/**
 * Open-vocabulary transcription through Debian's PocketSphinx command line (`pocketsphinx` and
 * `pocketsphinx-en-us`), when the machine has them. Nothing is installed or downloaded here: the
 * capability is detected, and absent when the binary or the English model is missing.
 */
import { execFile } from 'node:child_process';
import { access, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { encodeWav } from '../audio/wav';
import type { RecognizedWord } from './types';

const run = promisify(execFile);

/** Debian's layout of pocketsphinx-en-us. */
const MODEL_ROOTS = ['/usr/share/pocketsphinx/model/en-us', '/usr/local/share/pocketsphinx/model/en-us'];

export interface PocketsphinxInstall {
  /** `pocketsphinx_continuous` (0.8 / 5prealpha) or `pocketsphinx` (5.x, JSON output). */
  binary: string;
  flavour: 'continuous' | 'v5';
  hmmDir: string;
  languageModel: string;
  dictionary: string;
}

async function exists(path: string, mode = constants.R_OK): Promise<boolean> {
  try {
    await access(path, mode);
    return true;
  } catch {
    return false;
  }
}

async function onPath(name: string, pathVariable: string): Promise<string | undefined> {
  for (const dir of pathVariable.split(delimiter).filter((d) => d.length > 0)) {
    const candidate = join(dir, name);
    if ((await exists(candidate, constants.X_OK)) && (await stat(candidate)).isFile()) return candidate;
  }
  return undefined;
}

/** `searchPath` is the PATH to look in (the server's config passes it; nothing here reads the environment). */
export async function detectPocketsphinx(searchPath: string): Promise<PocketsphinxInstall | null> {
  const continuous = await onPath('pocketsphinx_continuous', searchPath);
  const v5 = continuous ? undefined : await onPath('pocketsphinx', searchPath);
  const binary = continuous ?? v5;
  if (!binary) return null;
  for (const root of MODEL_ROOTS) {
    const install: PocketsphinxInstall = {
      binary,
      flavour: continuous ? 'continuous' : 'v5',
      hmmDir: join(root, 'en-us'),
      languageModel: join(root, 'en-us.lm.bin'),
      dictionary: join(root, 'cmudict-en-us.dict'),
    };
    if ((await exists(install.hmmDir)) && (await exists(install.languageModel)) && (await exists(install.dictionary))) return install;
  }
  return null;
}

/** Parses either CLI's output into words on the session clock. */
export function parsePocketsphinxOutput(stdout: string, flavour: PocketsphinxInstall['flavour'], startMs: number): RecognizedWord[] {
  const words: Array<{ word: string; beginS: number; endS: number }> = [];
  for (const line of stdout.split('\n')) {
    if (flavour === 'v5') {
      if (!line.trim().startsWith('{')) continue;
      const parsed = JSON.parse(line) as { w?: Array<{ t: string; b: number; d: number }> };
      for (const w of parsed.w ?? []) words.push({ word: w.t, beginS: w.b, endS: w.b + w.d });
    } else {
      const match = /^(\S+) (\d+\.\d+) (\d+\.\d+) (-?[\d.]+)$/.exec(line.trim());
      if (match) words.push({ word: match[1] ?? '', beginS: Number(match[2]), endS: Number(match[3]) });
    }
  }
  return words
    .filter((w) => !/^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(w.word))
    .map((w) => ({
      word: w.word.replace(/\(\d+\)$/, ''),
      startMs: Math.round(startMs + w.beginS * 1000),
      endMs: Math.round(startMs + w.endS * 1000),
    }));
}

export class PocketsphinxTranscriber {
  constructor(private readonly install: PocketsphinxInstall) {}

  /** Transcribes one turn of 16 kHz audio (runs the CLI as a child process: off the event loop). */
  async transcribe(pcm: Int16Array, startMs: number): Promise<RecognizedWord[]> {
    const dir = await mkdtemp(join(tmpdir(), 'lc-asr-'));
    try {
      const wavPath = join(dir, 'turn.wav');
      await writeFile(wavPath, encodeWav(pcm, 16000));
      const { binary, flavour, hmmDir, languageModel, dictionary } = this.install;
      const models = ['-hmm', hmmDir, '-lm', languageModel, '-dict', dictionary];
      const args =
        flavour === 'continuous'
          ? ['-infile', wavPath, '-time', 'yes', '-logfn', '/dev/null', ...models]
          : [...models, '-loglevel', 'FATAL', 'single', wavPath];
      const { stdout } = await run(binary, args, { timeout: 30_000, maxBuffer: 4 * 1024 * 1024 });
      return parsePocketsphinxOutput(stdout, flavour, startMs);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
