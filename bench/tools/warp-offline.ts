/**
 * Offline A/B of the per-reader warp (docs/reading-accuracy-notes.md, "Per-reader frequency warp"): the
 * robustness bench's kind of reading (its voices, SoX shifts, eSpeak), decoded through DecoderStream in
 * 100 ms chunks as fast as the machine allows, not in real time, so the figures do not move with load.
 * The reading span follows the reader as the session does (the next 20 words, three behind the furthest
 * word matched); "tracked" is the furthest story word reached in order. Each reading is decoded without
 * and with the warp. Not run by `npm run bench` (it is a tool, under bench/tools/).
 */
import { readFileSync } from 'node:fs';
import { tokenizeStory } from '@shared';
import { speakReading, storyOpening } from '../support/reader-audio';
import { shiftTowardChild } from '../support/child-voice';
import { espeakSynthesizer } from '../support/espeak-speech';
import { resamplePcm16 } from '../../apps/server/src/voice/providers/local/audio/resampler';
import { loadPronouncingDictionary } from '../../apps/server/src/language/lexicon/pronouncing-dictionary';
import { DecoderStream } from '../../apps/server/src/voice/providers/local/recognizer/decoder-stream';
import { compileGrammar } from '../../apps/server/src/voice/providers/local/recognizer/reading-grammar';
import { loadSoundswallowerEngine } from '../../apps/server/src/voice/providers/local/recognizer/soundswallower-engine';

const dict = loadPronouncingDictionary();
const engine = await loadSoundswallowerEngine();
const norm = (w: string): string => w.toLowerCase().replace(/[^a-z']/g, '');
// Each argument: story (under bench/data/robustness, no .txt):condition (flite, shifted, espeak):voice:cents or eSpeak pitch:tempo,
// e.g. held-out/a-seed-in-a-paper-cup:shifted:slt:600:0.95. Run: node --import tsx bench/tools/warp-offline.ts <case>...
const cases = process.argv.slice(2);
for (const c of cases) {
  const [story, cond, voice, cents, tempo] = c.split(':') as [string, string, string, string, string];
  const content = readFileSync(`bench/data/robustness/${story}.txt`, 'utf8');
  const tokens = storyOpening(content, Number.POSITIVE_INFINITY);
  const words = tokenizeStory(content).words.map((w) => norm(w.text));
  const opts = { voice, rate: 1, leadingSilenceMs: 600, trailingSilenceMs: 1000, sentencesPerBreath: 1, breathPauseMs: 600 };
  let audio = cond === 'espeak' ? speakReading(tokens, { ...opts, synthesize: espeakSynthesizer(Number(cents)) }) : speakReading(tokens, opts);
  if (cond === 'shifted') audio = shiftTowardChild(audio, { pitchCents: Number(cents), tempo: Number(tempo) });
  const pcm = resamplePcm16(audio.pcm, 24000, 16000);
  const row: string[] = [];
  for (const warped of [false, true]) {
    const stream = new DecoderStream(engine, await engine.acquireDecoder());
    // Without the warp: the stream never gathers a sample, so the front end stays the model's own.
    if (!warped) stream.warp.heard = () => false;
    let pos = 0;
    let spanFrom = -1;
    const setSpan = (): void => {
      const from = Math.max(0, pos - 3);
      if (from === spanFrom) return;
      spanFrom = from;
      stream.setGrammar(compileGrammar(dict, { kind: 'reading', words: words.slice(from, pos + 20), resumeAt: pos - from }));
    };
    const advance = (heard: string[]): void => {
      // The furthest story word reached by the heard words in order (a word may be missed).
      let p = spanFrom;
      for (const w of heard) {
        for (let k = p; k < Math.min(words.length, p + 3); k++) if (words[k] === w) { p = k + 1; break; }
      }
      if (p > pos) pos = p;
    };
    setSpan();
    const t = performance.now();
    for (let i = 0; i < pcm.length; i += 1600) {
      const h = stream.write(pcm.subarray(i, i + 1600), i / 16);
      advance(h.words.map((w) => w.word).filter((w) => w !== '<unk>'));
      setSpan();
    }
    const fin = stream.end();
    advance(fin.hypothesis.words.map((w) => w.word));
    const ms = performance.now() - t;
    const cost = stream.warp.choices.reduce((n, ch) => n + ch.costMs, 0);
    row.push(`${warped ? `warp ${stream.warp.factor}` : 'no warp'}: ${((100 * pos) / words.length).toFixed(0)} % (${pos}/${words.length}) decode ${(ms / 1000).toFixed(1)} s, search ${(cost / 1000).toFixed(1)} s`);
    stream.release();
  }
  console.log(`${c} [${(pcm.length / 16000).toFixed(0)} s audio]  ${row.join('  |  ')}`);
}
