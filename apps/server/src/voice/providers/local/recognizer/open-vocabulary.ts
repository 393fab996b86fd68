/**
 * Open-vocabulary transcription through Debian's PocketSphinx command line (`pocketsphinx` and
 * `pocketsphinx-en-us`), when the machine has them. Nothing is installed or downloaded here: the
 * capability is detected, and absent when the binary or the English model is missing.
 */
import { execFile, spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Socket } from 'node:net';
import type { Readable, Writable } from 'node:stream';
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

/** A decoder process that has loaded its models and waits for a turn's audio on its standard input. */
interface WarmDecoder {
  child: ChildProcessByStdio<Writable, Readable, null>;
  output: Promise<string>;
}

const TRANSCRIBE_TIMEOUT_MS = 30_000;

/** A child's piped stdio is a socket underneath (typed as a plain stream), which can be (un)referenced. */
function pipeOf(stream: Readable): Socket {
  return stream as Socket;
}

export class PocketsphinxTranscriber {
  /**
   * Loading the general model takes about 0.4 s of the 0.75 s a short question costs the command line,
   * and the reply waits for it; a process started after the last turn has that behind it. Only the
   * 0.8-era `pocketsphinx_continuous` (Debian 12) is known here to read raw audio from its standard input.
   */
  private spare: WarmDecoder | null = null;
  private closed = false;

  constructor(private readonly install: PocketsphinxInstall) {}

  /** Starts the process for the first turn, so that the first child's unclear line is not the slow one. */
  prepare(): void {
    if (this.install.flavour === 'continuous' && !this.closed && !this.spare) this.spare = this.startDecoder();
  }

  /** Transcribes one turn of 16 kHz audio (runs the CLI as a child process: off the event loop). */
  async transcribe(pcm: Int16Array, startMs: number): Promise<RecognizedWord[]> {
    if (this.install.flavour !== 'continuous') return this.transcribeFile(pcm, startMs);
    const decoder = this.takeSpare() ?? this.startDecoder();
    decoder.child.ref();
    pipeOf(decoder.child.stdout).ref();
    decoder.child.stdin.end(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    try {
      return parsePocketsphinxOutput(await decoder.output, 'continuous', startMs);
    } finally {
      // The next turn's process loads while the child talks or reads on.
      if (!this.closed && !this.spare) this.spare = this.startDecoder();
    }
  }

  /** Lets the waiting process end (the server's shutdown): with no audio coming it exits at once. */
  async close(): Promise<void> {
    this.closed = true;
    const spare = this.spare;
    this.spare = null;
    if (!spare) return;
    // Waited for, it must hold the event loop open: an unreferenced wait ends a script with exit code 13.
    spare.child.ref();
    pipeOf(spare.child.stdout).ref();
    spare.child.stdin.destroy();
    await spare.output.catch(() => undefined);
  }

  private takeSpare(): WarmDecoder | null {
    const spare = this.spare;
    this.spare = null;
    return spare && spare.child.exitCode === null && spare.child.signalCode === null ? spare : null;
  }

  private startDecoder(): WarmDecoder {
    const { binary, hmmDir, languageModel, dictionary } = this.install;
    // A name without ".wav" makes the CLI read raw 16-bit little-endian samples at 16 kHz. It opens the
    // name, which fails on the socket Node gives a child as stdin: `cat` turns it into a pipe.
    const args = ['-infile', '/dev/stdin', '-time', 'yes', '-logfn', '/dev/null', '-hmm', hmmDir, '-lm', languageModel, '-dict', dictionary];
    const child = spawn('sh', ['-c', 'cat | exec "$0" "$@"', binary, ...args], { stdio: ['pipe', 'pipe', 'ignore'] });
    // A spare waiting for audio must not keep the process alive; transcribe() refs it while in use.
    child.unref();
    pipeOf(child.stdout).unref();
    child.stdin.on('error', () => undefined); // a dead process shows in its exit, below
    const output = new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let timer: NodeJS.Timeout | undefined;
      child.stdin.once('finish', () => {
        timer = setTimeout(() => child.kill(), TRANSCRIBE_TIMEOUT_MS);
        timer.unref();
      });
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.once('error', reject);
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve(Buffer.concat(chunks).toString('utf8'));
        else reject(new Error(`${binary} ended with ${signal ?? `exit code ${String(code)}`}`));
      });
    });
    output.catch(() => undefined); // a spare killed at close is nobody's error
    return { child, output };
  }

  private async transcribeFile(pcm: Int16Array, startMs: number): Promise<RecognizedWord[]> {
    const dir = await mkdtemp(join(tmpdir(), 'lc-asr-'));
    try {
      const wavPath = join(dir, 'turn.wav');
      await writeFile(wavPath, encodeWav(pcm, 16000));
      const { binary, hmmDir, languageModel, dictionary } = this.install;
      const args = ['-hmm', hmmDir, '-lm', languageModel, '-dict', dictionary, '-loglevel', 'FATAL', 'single', wavPath];
      const { stdout } = await run(binary, args, { timeout: TRANSCRIBE_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 });
      return parsePocketsphinxOutput(stdout, 'v5', startMs);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
