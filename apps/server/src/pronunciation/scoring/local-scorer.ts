/**
 * The local (offline) pronunciation scorer. The local recogniser decodes against a reading grammar in
 * which each story word may be read, skipped or replaced by a sound-alike, so what it hears is already
 * phone-level evidence: the CMU phone distance between the story word and the heard word gives the
 * word's accuracy, and the word timings give pace and pauses. It needs no audio of its own.
 */
import { normalizeWord } from '@shared';
import { heardWords, type HeardWord } from '../../reading/words/heard-words';
import { displayWord, endsSentence } from '../../reading/words/display';
import { isFunctionWord } from '../../language/function-words';
import { alignWords } from './align-words';
import { segmentScores, type TimedScoredWord } from './segment-scores';
import { accuracyFromDistance, syllableScores, wordPace } from './word-scores';
import {
  clampScore,
  DEFAULT_SCORING_OPTIONS,
  type Assessment,
  type AssessmentInput,
  type PronunciationScorer,
  type ReferenceWord,
  type ScorerCapabilities,
  type ScoringOptions,
  type WordVerdictHint,
} from './types';

/** Azure's convention, which the teacher report follows: a word below 60 is mispronounced. */
export const MISPRONUNCIATION_BELOW = 60;
/** A word the child had to correct is not counted as perfect. */
export const SELF_CORRECTED_MAX = 85;
const PHRASE_END = /[,;:.!?…—]["'”’)\]]*$/u;

function scoredRead(ref: ReferenceWord, heard: HeardWord, distance: number, options: ScoringOptions, verdict: WordVerdictHint['verdict'] | undefined): TimedScoredWord {
  const display = displayWord(ref.word);
  const norm = normalizeWord(ref.word);
  const measured = wordPace(heard.norm, heard.endMs - heard.startMs);
  // "a", "the", "of" are said reduced in fluent reading: short is how they should sound.
  const { pace, penalty } = measured.pace === 'too_fast' && isFunctionWord(norm) ? { pace: 'ok' as const, penalty: 0 } : measured;
  let accuracy = clampScore(accuracyFromDistance(distance) - penalty);
  if (verdict === 'self_correction') accuracy = Math.min(accuracy, SELF_CORRECTED_MAX);
  // The tracker saw this word misread more than once (or clearly swapped) across the reading.
  if (verdict === 'substitution') accuracy = Math.min(accuracy, MISPRONUNCIATION_BELOW - 1);
  return {
    word: display,
    referenceIndex: ref.index,
    accuracy,
    errorType: accuracy < MISPRONUNCIATION_BELOW ? 'Mispronunciation' : 'None',
    syllables: options.granularity === 'phoneme' ? syllableScores(display, norm, heard.norm, accuracy) : [],
    heard: heard.norm,
    startMs: heard.startMs,
    endMs: heard.endMs,
    pace,
    phraseEnd: PHRASE_END.test(ref.word) || endsSentence(ref.word),
  };
}

function omitted(ref: ReferenceWord, options: ScoringOptions): TimedScoredWord {
  const display = displayWord(ref.word);
  return {
    word: display,
    referenceIndex: ref.index,
    accuracy: 0,
    errorType: 'Omission',
    syllables: options.granularity === 'phoneme' ? syllableScores(display, normalizeWord(ref.word), null, 0) : [],
  };
}

/**
 * A story word the recogniser's reading branch did not hear but the tracker judged read: short function
 * words are often swallowed in fluent reading ("in the garden" heard as "in garden"), and the tracker
 * never flags them on one gap. Scoring them as omitted put correctly read words in the child's "Words to
 * Practice" at 0 %. With no sound of its own the word takes the segment's mean accuracy (set afterwards).
 */
function readUnheard(ref: ReferenceWord): TimedScoredWord {
  return { word: displayWord(ref.word), referenceIndex: ref.index, accuracy: 0, errorType: 'None', syllables: [] };
}

function fillUnheard(words: TimedScoredWord[], unheard: ReadonlySet<TimedScoredWord>, verdicts: ReadonlyMap<number, WordVerdictHint['verdict']>, options: ScoringOptions): void {
  const heardScores = words.filter((w) => w.startMs !== undefined && w.errorType !== 'Insertion').map((w) => w.accuracy);
  const mean = heardScores.length === 0 ? 100 : heardScores.reduce((a, b) => a + b, 0) / heardScores.length;
  for (const word of unheard) {
    const selfCorrected = word.referenceIndex !== null && verdicts.get(word.referenceIndex) === 'self_correction';
    word.accuracy = clampScore(selfCorrected ? Math.min(mean, SELF_CORRECTED_MAX) : mean);
    if (options.granularity === 'phoneme') {
      const norm = normalizeWord(word.word);
      word.syllables = syllableScores(word.word, norm, norm, word.accuracy);
    }
  }
}

export class LocalPronunciationScorer implements PronunciationScorer {
  readonly capabilities: ScorerCapabilities = {
    name: 'local',
    needsAudio: false,
    prosody: 'estimated',
    locales: ['en-US'],
  };

  assess(input: AssessmentInput): Promise<Assessment> {
    return Promise.resolve(scoreLocally(input));
  }
}

export function scoreLocally(input: AssessmentInput): Assessment {
  const options: ScoringOptions = { ...DEFAULT_SCORING_OPTIONS, ...input.options };
  const heard = heardWords(input.recognized);
  const refs = input.referenceWords;
  const verdicts = new Map((input.outcomes ?? []).map((o) => [o.wordIndex, o.verdict]));
  const selfCorrected = (ref: number) => verdicts.get(refs[ref]!.index) === 'self_correction';
  const steps = alignWords(refs.map((r) => normalizeWord(r.word)), heard.map((h) => h.norm));
  const words: TimedScoredWord[] = [];
  const unheard = new Set<TimedScoredWord>();
  steps.forEach((step, k) => {
    if (step.kind === 'match') {
      words.push(scoredRead(refs[step.ref]!, heard[step.heard]!, step.distance, options, verdicts.get(refs[step.ref]!.index)));
    } else if (step.kind === 'omit') {
      const verdict = verdicts.get(refs[step.ref]!.index);
      if (verdict === 'correct' || verdict === 'self_correction') {
        const word = readUnheard(refs[step.ref]!);
        unheard.add(word);
        words.push(word);
      } else if (options.enableMiscue) words.push(omitted(refs[step.ref]!, options));
    } else {
      // A wrong attempt the tracker saw the child correct belongs to that word, not an extra word.
      const next = steps[k + 1];
      const corrected = next?.kind === 'match' && selfCorrected(next.ref);
      const h = heard[step.heard]!;
      if (options.enableMiscue && !corrected) {
        words.push({ word: h.norm, referenceIndex: null, accuracy: 0, errorType: 'Insertion', syllables: [], heard: h.norm, startMs: h.startMs, endMs: h.endMs });
      }
    }
  });
  fillUnheard(words, unheard, verdicts, options);
  const first = heard[0];
  const last = heard[heard.length - 1];
  return {
    words: words.map(({ pace: _pace, phraseEnd: _phraseEnd, ...word }) => word),
    scores: segmentScores(words, { userAge: input.userAge, enableProsody: options.enableProsody }),
    recognizedText: heard.map((h) => h.norm).join(' '),
    durationMs: first && last ? Math.max(0, last.endMs - first.startMs) : 0,
    scorer: 'local',
  };
}
