/**
 * Per-reader vocal tract length normalisation. A child's (or a raised) voice has its formants higher
 * than the adult voices the acoustic model learnt, so the front end's filter bank is stretched to meet
 * them (soundswallower-engine.ts, setFrontEndWarp). Which stretch suits this reader is chosen by
 * likelihood: a few seconds of their first reading are decoded on the worker's scoring decoder against
 * the words they were reading, at a handful of warps, and the one under which the most story words are
 * heard (the best score among those alike) goes on the live decoder;
 * after more reading it is checked again against its neighbours. On a change the stream hears the
 * turn's recent audio again under the new features (decoder-stream.ts), its cepstral mean started
 * afresh and learnt from there on under this reader's warp.
 *
 * When: from a reader's first 5 s of reading, their formants are set against the model's own voices
 * by their average spectrum (voice-spectrum.ts, a few FFTs); a reader whose formants sit beyond an adult
 * woman's (WARP_SPECTRUM_CHECK_FROM) has the two warps, the one in use and the spectrum's, scored by
 * decoding (two decodes, once).
 * A reader the spectrum puts where the model's voices are pays nothing more. The full search (five to
 * seven decodes) runs only once the decoder has lost the reader (`struggling`), and the re-check after
 * minutes of reading. A scoring decode is fed in slices, WARP_SCORE_SAMPLE_PER_MS ms of the sample per
 * ms of audio written, and a worker's scoring decoder serves one reader's decode at a time: a whole
 * 5 s decode inside one write held the reader's next chunks (and the worker's other readers) back by a
 * third of a second, and a class starting together by seconds. What is left when the turn ends is done
 * then, if the scoring decoder is free.
 */
import type { Decoder } from 'soundswallower';
import { concatPcm16, pcm16ToFloat32 } from '../audio/pcm16';
import { loadPronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { installGrammar } from './grammar-install';
import { alignedWords } from './decoder-segment';
import { joinSpans, matchInOrder } from './gap-check';
import { compileGrammar } from './reading-grammar';
import { bestPathScore, resetAudioNormalisation, setFrontEndWarp, type SoundswallowerEngine } from './soundswallower-engine';
import { speechMs, speechSpanMs, wordEndingLevel } from './speech-level';
import type { CompiledGrammar } from './types';
import { isReadingWord, UNKNOWN_WORD } from './word-tags';
import { averageSpectrum, formantRatio } from './voice-spectrum';
import {
  WARP_COARSE_FACTORS,
  WARP_GRAMMAR_MAX_WORDS,
  WARP_MAX_FACTOR,
  WARP_MIN_FACTOR,
  WARP_MIN_GAIN,
  WARP_MIN_WORDS_HEARD,
  WARP_MIN_SAMPLE_SPEECH_MS,
  WARP_RECHECK_AFTER_MS,
  WARP_SAMPLE_MARGIN_MS,
  WARP_SAMPLE_MS,
  WARP_SCORE_SAMPLE_PER_MS,
  WARP_SPECTRUM_CHECK_FROM,
  WARP_SCORE_SLICE_MAX_MS,
  WARP_STEP,
  WARP_WORDS_ALIKE,
} from './tuning';

const SAMPLE_RATE_HZ = 16000;
/** The decoder's frame: 10 ms. */
const FRAME_SAMPLES = 160;

/** A search under way: the sample, the grammar of what was being read, and the warps still to score. */
interface Search {
  pcm: Int16Array;
  /** The sample as the decoder takes it, converted once. */
  samples: Float32Array;
  /** The warp being scored now, and how many of the sample's samples its decode has been fed. */
  scoring?: { factor: number; at: number };
  grammar: CompiledGrammar;
  /** The story words of that grammar, in order. */
  words: readonly string[];
  toScore: number[];
  scores: Map<number, number>;
  /** Per warp, the story words its decode heard in order. */
  heard: Map<number, number>;
  /** The first search refines around the best coarse warp; a re-check only compares neighbours. */
  refine: boolean;
  /** The full search, run once the decoder lost the reader. */
  full: boolean;
}

/** What a search found, kept for tests and for measuring its cost. */
export interface WarpChoice {
  factor: number;
  scores: ReadonlyMap<number, number>;
  heard: ReadonlyMap<number, number>;
  /** Time spent scoring on the worker (ms). */
  costMs: number;
  /** Whether it was the full search (the reader was lost), not the spectrum's check or a re-check. */
  full: boolean;
}

export class ReaderWarp {
  /** The warp the live decoder uses now. */
  factor = 1;
  /** The ratio the reader's average spectrum put their formants at (null until read). */
  spectrumRatio: number | null = null;
  /** Every search this reader's stream finished, oldest first. */
  readonly choices: WarpChoice[] = [];
  private search: Search | undefined;
  private searchCostMs = 0;
  /** Audio written since the search's last scoring decode. */
  private paceMs = 0;
  /** Audio being gathered for the next sample, and the index in the turn's spans it began under. */
  private gathering: { chunks: Int16Array[]; samples: number; spanFrom: number } | undefined;
  /** Reading audio since the last search began (Infinity: search now). */
  private sinceCheckMs = 0;
  /** The first sample's spectrum has been read (or there was no such sample yet). */
  private spectrumRead = false;
  /** The full search ran or is under way (the decoder lost the reader). */
  private fullSearch = false;

  constructor(
    private readonly engine: SoundswallowerEngine,
    private readonly decoder: Decoder,
  ) {}

  /**
   * A chunk of a turn written to the live decoder, with the reading spans the turn has been heard
   * against so far (none when the turn is not reading). At most a slice of a scoring decode (up to
   * WARP_SCORE_SLICE_MAX_MS of the sample) happens here.
   * True when the live decoder's warp changed.
   */
  heard(pcm: Int16Array, spans: readonly (readonly string[])[]): boolean {
    if (this.search) {
      this.paceMs = Math.min(WARP_SCORE_SLICE_MAX_MS, this.paceMs + ((pcm.length * 1000) / SAMPLE_RATE_HZ) * WARP_SCORE_SAMPLE_PER_MS);
      const budget = Math.floor((this.paceMs * SAMPLE_RATE_HZ) / 1000);
      if (budget < FRAME_SAMPLES) return false;
      return this.scoreSome(budget);
    }
    if (spans.length === 0) return false;
    this.sinceCheckMs += (pcm.length * 1000) / SAMPLE_RATE_HZ;
    const due = !this.spectrumRead || this.sinceCheckMs >= WARP_RECHECK_AFTER_MS;
    if (!this.gathering && due) this.gathering = { chunks: [], samples: 0, spanFrom: spans.length - 1 };
    if (!this.gathering) return false;
    this.gathering.chunks.push(pcm);
    this.gathering.samples += pcm.length;
    if (this.gathering.samples * 1000 >= WARP_SAMPLE_MS * SAMPLE_RATE_HZ) this.startSearch(spans);
    return false;
  }

  /**
   * The decoder lost the reader (a stall or a re-find): the first search starts now. A reader the model
   * follows never pays for one until the re-check: searching every reader from their first words
   * doubled decoding at the start of a session, and sixteen readers starting together went from p95
   * chunk lag under 100 ms to 6.5 s (voice-capacity, quiet machine).
   */
  struggling(): void {
    if (this.fullSearch || this.search) return;
    this.fullSearch = true;
    this.sinceCheckMs = Infinity;
    // A sample being gathered for the spectrum goes to the full search instead.
    this.spectrumRead = true;
  }

  /**
   * The turn ended (the live decoder is stopped): a search under way is finished, and a shorter sample
   * than planned searched on if it holds enough speech, so the next turn is heard under the warp.
   */
  turnEnded(spans: readonly (readonly string[])[], reading: boolean): void {
    if (!reading) {
      this.forgetTurn();
      return;
    }
    if (this.gathering && spans.length > 0) this.startSearch(spans);
    this.gathering = undefined;
    // The cepstral mean was the old features'; it is learnt again under the new warp.
    if (this.search && this.scoreSome(Infinity)) resetAudioNormalisation(this.engine.native, this.decoder);
  }

  /**
   * The turn was not reading after all (a question, a request, chatter): its audio says nothing about
   * how the reader reads the story words its spans held. A search scored on it chose warp 1.5 for Flite
   * rms, a man's voice, after a few unsafe lines spoken in reading mode, and every later turn was heard
   * as garbage. What it gathered or began searching is dropped, and the search is due again on reading.
   */
  private forgetTurn(): void {
    this.gathering = undefined;
    const search = this.search;
    if (!search) return;
    this.release();
    // Before any search ended it was the spectrum's check, read again from the next reading; the full
    // search and a re-check are due on the next reading heard.
    if (!search.full && this.choices.length === 0) this.spectrumRead = false;
    else this.sinceCheckMs = Infinity;
  }

  private startSearch(spans: readonly (readonly string[])[]): void {
    const gathered = this.gathering;
    this.gathering = undefined;
    if (!gathered) return;
    const pcm = speechOf(concatPcm16(gathered.chunks));
    if (!pcm) return;
    const toScore = this.warpsToScore(pcm);
    this.sinceCheckMs = 0;
    if (toScore.length === 0) return;
    const words = joinSpans(spans.slice(gathered.spanFrom)).slice(0, WARP_GRAMMAR_MAX_WORDS);
    const grammar = compileGrammar(loadPronouncingDictionary(), { kind: 'reading', words });
    const full = this.fullSearch && this.choices.every((c) => !c.full);
    this.search = { pcm, samples: pcm16ToFloat32(pcm), grammar, toScore, scores: new Map(), heard: new Map(), refine: full, full, words };
    this.searchCostMs = 0;
    this.paceMs = 0;
  }

  /**
   * The warps a new sample is scored at: the full search's coarse set once the reader was lost; the
   * one in use and the spectrum's for a reader's first sample (none when the spectrum puts them where
   * the warp in use is); the neighbours of the one in use at a re-check.
   */
  private warpsToScore(pcm: Int16Array): number[] {
    if (this.fullSearch && this.choices.every((c) => !c.full)) return [...WARP_COARSE_FACTORS];
    if (!this.spectrumRead) {
      this.spectrumRead = true;
      const spectrum = averageSpectrum(pcm);
      if (!spectrum) return [];
      const { ratio } = formantRatio(spectrum);
      const step = Math.round(ratio / WARP_STEP) * WARP_STEP;
      const warp = Math.round(Math.min(WARP_MAX_FACTOR, Math.max(WARP_MIN_FACTOR, step)) * 100) / 100;
      this.spectrumRatio = ratio;
      // An adult woman's voice sits about 1.2 above a man's and the model follows both unwarped: only a
      // voice further out is checked now (Flite's slt, at 1.2, checked at every start cost a class of
      // 24 readers p95 2.3 s); one nearer is searched if the decoder loses it.
      return warp - this.factor < WARP_SPECTRUM_CHECK_FROM - 1 - 1e-9 ? [] : [this.factor, warp];
    }
    return neighbours(this.factor);
  }

  /**
   * Feeds up to `budget` samples of the sample to the search's scoring decodes, warp after warp; true
   * when the search ended and the live decoder's warp changed. A decode begins only when the worker's
   * scoring decoder is free, and holds it until it ends.
   */
  private scoreSome(budget: number): boolean {
    const search = this.search;
    if (!search) return false;
    const scorer = this.engine.scorer;
    const started = performance.now();
    let left = budget;
    while (left > 0) {
      if (!search.scoring) {
        const factor = search.toScore[0];
        if (factor === undefined || (scorer.owner !== null && scorer.owner !== this)) break;
        search.toScore.shift();
        scorer.owner = this;
        setFrontEndWarp(this.engine.native, scorer.decoder, this.engine.band, factor);
        installGrammar(this.engine, scorer.decoder, scorer.known, search.grammar);
        scorer.decoder.start();
        search.scoring = { factor, at: 0 };
      }
      const { scoring } = search;
      const take = Math.min(left, search.samples.length - scoring.at);
      scorer.decoder.process_audio(search.samples.subarray(scoring.at, scoring.at + take), false, false);
      scoring.at += take;
      left -= take;
      if (scoring.at < search.samples.length) break;
      scorer.decoder.stop();
      scorer.owner = null;
      search.scoring = undefined;
      search.scores.set(scoring.factor, bestPathScore(this.engine.native, scorer.decoder) / (search.samples.length / FRAME_SAMPLES));
      search.heard.set(scoring.factor, storyWordsHeard(scorer.decoder, search.words));
      if (search.toScore.length === 0 && search.refine) {
        search.refine = false;
        search.toScore = neighbours(bestOf(search)).filter((f) => !search.scores.has(f));
      }
    }
    if (Number.isFinite(budget)) this.paceMs = Math.max(0, this.paceMs - ((budget - left) * 1000) / SAMPLE_RATE_HZ);
    this.searchCostMs += performance.now() - started;
    if (search.scoring || search.toScore.length > 0) return false;
    this.search = undefined;
    return this.choose(search);
  }

  /** The stream is released: a scoring decode under way is stopped and the scoring decoder freed. */
  release(): void {
    if (this.search?.scoring && this.engine.scorer.owner === this) {
      this.engine.scorer.decoder.stop();
      this.engine.scorer.owner = null;
    }
    this.search = undefined;
  }

  /**
   * The best warp, if it hears more story words than the one in use (beyond WARP_WORDS_ALIKE), or about
   * as many and beats its score by WARP_MIN_GAIN per frame (scores are noisy in the last digit); never one
   * that heard fewer than WARP_MIN_WORDS_HEARD. Words first: a warp that turned an eSpeak voice's speech
   * into silence and a few loop phones scored best (-35 per frame against -48 for one that heard 12 story
   * words), and lost readers the model had followed unwarped.
   */
  private choose(search: Search): boolean {
    const best = bestOf(search);
    const heard = (f: number): number => search.heard.get(f) ?? 0;
    const score = (f: number): number => search.scores.get(f) ?? -Infinity;
    const moreWords = heard(best) - heard(this.factor) > WARP_WORDS_ALIKE;
    const betterScore = score(best) - score(this.factor) >= WARP_MIN_GAIN;
    const chosen = heard(best) >= WARP_MIN_WORDS_HEARD && (moreWords || betterScore) ? best : this.factor;
    this.choices.push({ factor: chosen, scores: search.scores, heard: search.heard, costMs: this.searchCostMs, full: search.full });
    if (chosen === this.factor) return false;
    this.factor = chosen;
    setFrontEndWarp(this.engine.native, this.decoder, this.engine.band, chosen);
    return true;
  }
}

/**
 * Among the warps whose decodes heard about as many story words as the most (WARP_WORDS_ALIKE), the one
 * with the highest score (ties to the one nearest 1).
 */
function bestOf(search: Search): number {
  const most = Math.max(0, ...search.heard.values());
  let best = 1;
  let bestScore = -Infinity;
  for (const [factor, score] of search.scores) {
    if ((search.heard.get(factor) ?? 0) < most - WARP_WORDS_ALIKE) continue;
    if (score > bestScore || (score === bestScore && Math.abs(factor - 1) < Math.abs(best - 1))) {
      best = factor;
      bestScore = score;
    }
  }
  return best;
}

/** Story words a scoring decode heard, in the order the sample's grammar has them. */
function storyWordsHeard(decoder: Decoder, words: readonly string[]): number {
  const heard = alignedWords(decoder, 0)
    .map((w) => w.word)
    .filter((w) => w !== UNKNOWN_WORD && isReadingWord(w));
  return matchInOrder(heard, words).length;
}

/** `factor` and the warps one step either side, within the range tried. */
function neighbours(factor: number): number[] {
  const round = (f: number): number => Math.round(f * 100) / 100;
  return [round(factor - WARP_STEP), factor, round(factor + WARP_STEP)].filter((f) => f >= WARP_MIN_FACTOR - 1e-9 && f <= WARP_MAX_FACTOR + 1e-9);
}

/** The speech in `pcm` with a little air either side, or undefined when there is too little of it. */
function speechOf(pcm: Int16Array): Int16Array | undefined {
  if (speechMs(pcm, pcm) < WARP_MIN_SAMPLE_SPEECH_MS) return undefined;
  const span = speechSpanMs(pcm, wordEndingLevel(pcm));
  if (!span) return undefined;
  const from = Math.max(0, Math.round(((span.startMs - WARP_SAMPLE_MARGIN_MS) * SAMPLE_RATE_HZ) / 1000));
  const to = Math.min(pcm.length, Math.round(((span.endMs + WARP_SAMPLE_MARGIN_MS) * SAMPLE_RATE_HZ) / 1000));
  return pcm.subarray(from, to);
}
