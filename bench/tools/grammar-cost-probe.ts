/**
 * Probe (not a bench): what the reading grammar's parts cost the decoder, in this process on one thread.
 * The decoder-settings readings (the capacity bench's story, four Flite voices, breath by breath) are
 * decoded through DecoderStream (writes and turn ends) and raw (process_audio only) against the product
 * reading grammar and variants with parts left out; it prints CPU per second of audio, how many partials
 * repeat the one before, and a hash of every word heard (equal hashes: the same words).
 * `node --import tsx bench/tools/grammar-cost-probe.ts`; ONLY=<variant> runs one (product, no unk, dead,
 * skip<=1, no alikes, no inserts, no hesit, one word).
 */
import { createHash } from 'node:crypto';
import createModule from 'soundswallower';
import { soundswallowerModelBase } from '../../apps/server/src/voice/providers/local/recognizer/model-files';
import { resetAudioNormalisation, type SoundswallowerEngine } from '../../apps/server/src/voice/providers/local/recognizer/soundswallower-engine';
import { DecoderStream } from '../../apps/server/src/voice/providers/local/recognizer/decoder-stream';
import { compileGrammar, DEFAULT_READING_WEIGHTS } from '../../apps/server/src/voice/providers/local/recognizer/reading-grammar';
import { loadPronouncingDictionary } from '../../apps/server/src/language/lexicon/pronouncing-dictionary';
import { installGrammar } from '../../apps/server/src/voice/providers/local/recognizer/grammar-install';
import { pcm16ToFloat32 } from '../../apps/server/src/voice/providers/local/audio/pcm16';
import { breathTurns } from '../support/breath-turns';

const work = breathTurns();
const audioS = work.reduce((s, t) => s + t.pcm16k.length / 16_000, 0);
const module = await createModule({ modelBase: soundswallowerModelBase(), print: () => undefined, printErr: () => undefined } as never);
const dictionary = loadPronouncingDictionary();
const variants: Record<string, (words: string[]) => ReturnType<typeof compileGrammar>> = {
  product: (w) => compileGrammar(dictionary, { kind: 'reading', words: w }),
  'no unk': (w) => compileGrammar(dictionary, { kind: 'reading', words: w }, { ...DEFAULT_READING_WEIGHTS, unknownWord: 0 }),
  'dead': (w) => filt(compileGrammar(dictionary, { kind: 'reading', words: w }), ([, , p]) => p >= 1e-5),
  'skip<=1': (w) => filt(compileGrammar(dictionary, { kind: 'reading', words: w }), ([, , p, word]) => !(word === null && p > 0 && p < 0.0009)),
  'no alikes': (w) => filt(compileGrammar(dictionary, { kind: 'reading', words: w }), ([f, t, p, word]) => !(word !== null && f !== t && Math.abs(p - 0.001) < 1e-9 && !word.includes('|'))),
  'no inserts': (w) => filt(compileGrammar(dictionary, { kind: 'reading', words: w }), ([f, t, p, word]) => !(word !== null && f === t && Math.abs(p - 0.001) < 1e-9 && !word.includes('|'))),
  'no hesit': (w) => filt(compileGrammar(dictionary, { kind: 'reading', words: w }), ([, , , word]) => !(word !== null && word.includes('|hes'))),
  'one word': () => compileGrammar(dictionary, { kind: 'reading', words: ['the'] }, { ...DEFAULT_READING_WEIGHTS, unknownWord: 0 }),
};
function filt(g: ReturnType<typeof compileGrammar>, keep: (a: ReturnType<typeof compileGrammar>['arcs'][number]) => boolean) { const arcs = g.arcs.filter(keep); return { ...g, key: g.key + 'f' + arcs.length, arcs }; }
const settings = JSON.parse(process.env.SETTINGS ?? '{}') as Record<string, number | string | boolean>;
for (const [name, make] of Object.entries(variants).filter(([n]) => !process.env.ONLY || n === process.env.ONLY)) {
  const decoder = new module.Decoder({ samprate: 16000, loglevel: 'ERROR', ...settings });
  await decoder.initialize();
  const scorerDecoder = new module.Decoder({ samprate: 16000, loglevel: 'ERROR', ...settings });
  await scorerDecoder.initialize();
  const engine = { module, native: module as never, acquireDecoder: () => Promise.resolve(decoder), releaseDecoder: () => undefined, scorer: { decoder: scorerDecoder, known: new Set(), owner: null }, band: { lowerHz: 130, upperHz: 3700 } } as unknown as SoundswallowerEngine;
  const stream = new DecoderStream(engine, decoder);
  let streamUs = 0; let rawUs = 0; let lastH = ''; let same = 0; let total = 0; const known = new Set<string>(); const allText: string[] = []; let words = 0; let rawWords = 0;
  for (const turn of work) {
    resetAudioNormalisation(engine.native, decoder);
    stream.setGrammar(make(turn.words));
    let cpu = process.cpuUsage();
    for (let k = 0; k < turn.pcm16k.length; k += 1600) { const h = JSON.stringify(stream.write(turn.pcm16k.subarray(k, k + 1600), k / 16).words); if (h === lastH) same++; total++; lastH = h; }
    const endW = stream.end().hypothesis.words; words += endW.length; allText.push(endW.map((w) => w.word).join(' '));
    let u = process.cpuUsage(cpu); streamUs += u.user + u.system;
    installGrammar(engine, decoder, known, make(turn.words));
    resetAudioNormalisation(engine.native, decoder);
    decoder.start();
    cpu = process.cpuUsage();
    for (let k = 0; k < turn.pcm16k.length; k += 1600) decoder.process_audio(pcm16ToFloat32(turn.pcm16k.subarray(k, k + 1600)), false, false);
    u = process.cpuUsage(cpu); rawUs += u.user + u.system;
    decoder.stop();
    allText.push(decoder.get_text()); rawWords += decoder.get_text().split(' ').filter(Boolean).length;
  }
  console.log(`${name.padEnd(10)} stream write+end ${(streamUs / 1000 / audioS).toFixed(1)} ms/s, raw process_audio ${(rawUs / 1000 / audioS).toFixed(1)} ms/s, words ${words} raw words ${rawWords} same ${same}/${total} hash ${createHash('md5').update(allText.join('\n')).digest('hex').slice(0, 8)}`);
  decoder.delete();
}
