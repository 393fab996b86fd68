/**
 * soundswallower (PocketSphinx in WASM): the module and acoustic model load once per worker; each
 * stream gets its own decoder (≈25 MB, ≈130 ms to create), reused from an idle list when streams
 * close. Grammars are installed as finite-state graphs through the C API the package exports.
 */
import createModule, { type Decoder, type SoundSwallowerModule } from 'soundswallower';
import { soundswallowerModelBase } from './model-files';
import { DECODER_SETTINGS } from './tuning';

/** C entry points soundswallower exports but does not declare in its typings. */
interface SoundswallowerNative {
  HEAPU8: Uint8Array;
  HEAP32: Int32Array;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  _decoder_logmath(decoder: number): number;
  _decoder_set_fsg(decoder: number, fsg: number): number;
  /** The best hypothesis; writes its path score (log units, acoustic and grammar) to `outScore`. */
  _decoder_hyp(decoder: number, outScore: number): number;
  _logmath_log(logmath: number, probability: number): number;
  _fsg_model_init(name: number, logmath: number, languageWeight: number, stateCount: number): number;
  _fsg_model_free(fsg: number): void;
  _fsg_set_states(fsg: number, start: number, final: number): void;
  _fsg_model_word_add(fsg: number, word: number): number;
  _fsg_model_trans_add(fsg: number, from: number, to: number, logProbability: number, wordId: number): void;
  _fsg_model_null_trans_add(fsg: number, from: number, to: number, logProbability: number): number;
  _decoder_init_fe(decoder: number): number;
  _decoder_init_feat_s3file(decoder: number, lda: number): number;
  /** `feat` 0 keeps the acoustic model's feature module (and its running cepstral mean). */
  _acmod_reinit_feat(acmod: number, fe: number, feat: number): number;
}

export interface EngineLogSink {
  warn(message: string): void;
}

export interface SoundswallowerEngine {
  module: SoundSwallowerModule;
  native: SoundswallowerNative;
  /** A ready decoder: from the idle list, or newly created. */
  acquireDecoder(): Promise<Decoder>;
  releaseDecoder(decoder: Decoder): void;
  /** One decoder per worker for scoring a reader's speech at other warps (reader-warp.ts), and the words added to it. */
  scorer: { decoder: Decoder; known: Set<string>; owner: object | null };
  /** The model's filter bank edges (Hz), which a warp scales. */
  band: FilterBand;
}

export interface FilterBand {
  lowerHz: number;
  upperHz: number;
}

/**
 * Puts `decoder`'s front end on frequency warp `factor` (1 = the model's own): the filter bank's edges
 * move with the warp. PocketSphinx's warp alone bends the mel scale between fixed edges (lowerf and
 * upperf), which barely changed the features; with the edges scaled too, every filter sits at `factor`
 * times its frequency, which is vocal tract length normalisation. The feature module and its running
 * cepstral mean are kept, so this may be done mid-utterance.
 */
export function setFrontEndWarp(native: SoundswallowerNative, decoder: Decoder, band: FilterBand, factor: number): void {
  decoder.set_config('warp_type', 'inverse_linear');
  decoder.set_config('warp_params', String(factor));
  decoder.set_config('lowerf', band.lowerHz * factor);
  decoder.set_config('upperf', band.upperHz * factor);
  const handle = decoder as unknown as { cdecoder: number; cacmod: number };
  const fe = native._decoder_init_fe(handle.cdecoder);
  if (fe === 0 || native._acmod_reinit_feat(handle.cacmod, fe, 0) < 0) throw new Error('The decoder could not change its frequency warp');
}

/**
 * Starts `decoder`'s audio front end afresh, with the model's own cepstral mean: what
 * Decoder.reinitialize_audio does, without its wait for an LDA file (the en-us model has none).
 */
export function resetAudioNormalisation(native: SoundswallowerNative, decoder: Decoder): void {
  const handle = (decoder as unknown as { cdecoder: number; cacmod: number });
  const fe = native._decoder_init_fe(handle.cdecoder);
  const feat = native._decoder_init_feat_s3file(handle.cdecoder, 0);
  if (fe === 0 || feat === 0 || native._acmod_reinit_feat(handle.cacmod, fe, feat) < 0) {
    throw new Error('The decoder could not start its audio front end afresh');
  }
}

/** The best path's score of the utterance `decoder` last decoded (0 when it heard nothing). */
export function bestPathScore(native: SoundswallowerNative, decoder: Decoder): number {
  const handle = (decoder as unknown as { cdecoder: number }).cdecoder;
  const out = native._malloc(4);
  try {
    native.HEAP32[out >> 2] = 0;
    native._decoder_hyp(handle, out);
    return native.HEAP32[out >> 2] ?? 0;
  } finally {
    native._free(out);
  }
}

let enginePromise: Promise<SoundswallowerEngine> | undefined;

export function loadSoundswallowerEngine(log?: EngineLogSink): Promise<SoundswallowerEngine> {
  enginePromise ??= createEngine(log);
  return enginePromise;
}

/**
 * A fresh engine in place of one whose WebAssembly memory a trap left in an unknown state ("memory access
 * out of bounds" inside the decoder): every decoder of the old one is lost with it.
 */
export function reloadSoundswallowerEngine(log?: EngineLogSink): Promise<SoundswallowerEngine> {
  enginePromise = createEngine(log);
  return enginePromise;
}

async function createEngine(log?: EngineLogSink): Promise<SoundswallowerEngine> {
  const module = await createModule({
    modelBase: soundswallowerModelBase(),
    // The decoder logs through Emscripten's print hooks; keep only what says something is wrong.
    print: () => undefined,
    printErr: (line: string) => {
      if (/^(ERROR|FATAL)/.test(line)) log?.warn(`soundswallower: ${line}`);
    },
  } as Partial<SoundSwallowerModule>);
  const idle: Decoder[] = [];
  const newDecoder = async (): Promise<Decoder> => {
    const decoder = new module.Decoder({ samprate: 16000, loglevel: 'ERROR', ...DECODER_SETTINGS });
    await decoder.initialize();
    return decoder;
  };
  // Warm one decoder so the first session does not pay for model loading.
  const warm = await newDecoder();
  idle.push(warm);
  const band = { lowerHz: Number(warm.get_config('lowerf')), upperHz: Number(warm.get_config('upperf')) };
  const native = module as unknown as SoundswallowerNative;
  return {
    module,
    native,
    scorer: { decoder: await newDecoder(), known: new Set(), owner: null },
    band,
    acquireDecoder: async () => {
      const reused = idle.pop();
      if (!reused) return newDecoder();
      // A decoder keeps its cepstral mean and warp (the voice and microphone it last heard) across
      // streams: start each stream from the model's own, so one reader's voice does not colour the next one's.
      setFrontEndWarp(native, reused, band, 1);
      resetAudioNormalisation(native, reused);
      return reused;
    },
    releaseDecoder: (decoder) => {
      if (idle.length < 4) idle.push(decoder);
      else decoder.delete();
    },
  };
}
