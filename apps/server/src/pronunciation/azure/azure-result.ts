/**
 * Azure pronunciation assessment results (the detailed JSON of each recognised phrase, as documented for
 * the Speech SDK's `SpeechServiceResponse_JsonResult` and the REST short-audio API) mapped onto our
 * assessment. Azure runs with miscue off in continuous mode, so omissions and insertions come from our
 * own diff of the words it heard against the story words (scoring/align-words.ts); the words it heard
 * keep Azure's accuracy, error type and syllable scores. Times are 100-ns ticks.
 */
import { z } from 'zod';
import { normalizeWord } from '@shared';
import { displayWord } from '../../reading/words/display';
import { NEAR_MATCH_MAX_DISTANCE } from '../../language/sound-alike';
import { alignWords } from '../scoring/align-words';
import { accuracyFromDistance } from '../scoring/word-scores';
import { clampScore, type Assessment, type AssessedWord, type ReferenceWord, type ScoringOptions } from '../scoring/types';

const Score = z.number().min(0).max(100);

const AzureWordSchema = z.object({
  Word: z.string(),
  Offset: z.number().optional(),
  Duration: z.number().optional(),
  PronunciationAssessment: z.object({ AccuracyScore: Score.optional(), ErrorType: z.string().optional() }).optional(),
  Syllables: z
    .array(z.object({ Syllable: z.string(), Grapheme: z.string().optional(), PronunciationAssessment: z.object({ AccuracyScore: Score }).optional() }))
    .optional(),
});

export const AzurePhraseResultSchema = z.object({
  RecognitionStatus: z.string(),
  Offset: z.number().optional(),
  Duration: z.number().optional(),
  DisplayText: z.string().optional(),
  NBest: z
    .array(
      z.object({
        Lexical: z.string().optional(),
        PronunciationAssessment: z
          .object({
            AccuracyScore: Score.optional(),
            FluencyScore: Score.optional(),
            CompletenessScore: Score.optional(),
            ProsodyScore: Score.optional(),
            PronScore: Score.optional(),
          })
          .optional(),
        Words: z.array(AzureWordSchema).default([]),
      }),
    )
    .default([]),
});
export type AzurePhraseResult = z.infer<typeof AzurePhraseResultSchema>;

const TICKS_PER_MS = 10_000;

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

type AzureWord = z.infer<typeof AzureWordSchema>;

function readWord(ref: ReferenceWord, heard: AzureWord, distance: number, options: ScoringOptions): AssessedWord {
  // Azure scores the word it heard; when that is another word than the story's, the story word was misread.
  const swapped = distance > NEAR_MATCH_MAX_DISTANCE;
  const azureAccuracy = clampScore(heard.PronunciationAssessment?.AccuracyScore ?? 0);
  const accuracy = swapped ? Math.min(azureAccuracy, accuracyFromDistance(distance)) : azureAccuracy;
  const azureError = heard.PronunciationAssessment?.ErrorType ?? 'None';
  const syllableScore = (score: number) => (swapped ? Math.min(accuracy, clampScore(score)) : clampScore(score));
  const startMs = heard.Offset === undefined ? undefined : heard.Offset / TICKS_PER_MS;
  return {
    word: displayWord(ref.word),
    referenceIndex: ref.index,
    accuracy,
    errorType: swapped || azureError === 'Mispronunciation' || accuracy < 60 ? 'Mispronunciation' : 'None',
    syllables:
      options.granularity === 'phoneme'
        ? (heard.Syllables ?? []).map((s) => ({ syllable: s.Grapheme ?? s.Syllable, accuracy_score: syllableScore(s.PronunciationAssessment?.AccuracyScore ?? accuracy) }))
        : [],
    heard: normalizeWord(heard.Word),
    ...(startMs === undefined ? {} : { startMs, endMs: startMs + (heard.Duration ?? 0) / TICKS_PER_MS }),
  };
}

export function assessmentFromAzure(
  referenceWords: readonly ReferenceWord[],
  phrases: readonly AzurePhraseResult[],
  options: ScoringOptions,
): Assessment {
  const best = phrases.filter((p) => p.RecognitionStatus === 'Success').flatMap((p) => (p.NBest[0] ? [p.NBest[0]] : []));
  const heard = best.flatMap((b) => b.Words);
  const steps = alignWords(referenceWords.map((r) => normalizeWord(r.word)), heard.map((w) => normalizeWord(w.Word)));
  const words: AssessedWord[] = [];
  for (const step of steps) {
    if (step.kind === 'match') words.push(readWord(referenceWords[step.ref]!, heard[step.heard]!, step.distance, options));
    else if (!options.enableMiscue) continue;
    else if (step.kind === 'omit') {
      const ref = referenceWords[step.ref]!;
      words.push({ word: displayWord(ref.word), referenceIndex: ref.index, accuracy: 0, errorType: 'Omission', syllables: [] });
    } else {
      const h = heard[step.heard]!;
      words.push({ word: normalizeWord(h.Word), referenceIndex: null, accuracy: 0, errorType: 'Insertion', syllables: [] });
    }
  }
  const read = words.filter((w) => w.referenceIndex !== null && w.errorType !== 'Omission');
  const accuracy = clampScore(mean(read.map((w) => w.accuracy)));
  const completeness = clampScore(referenceWords.length === 0 ? 0 : (100 * read.length) / referenceWords.length);
  const scores = best.map((b) => b.PronunciationAssessment ?? {});
  const fluency = clampScore(mean(scores.map((s) => s.FluencyScore ?? 0)));
  const prosody = clampScore(mean(scores.map((s) => s.ProsodyScore ?? s.FluencyScore ?? 0)));
  const overall = options.enableProsody
    ? 0.4 * accuracy + 0.2 * fluency + 0.2 * completeness + 0.2 * prosody
    : 0.5 * accuracy + 0.25 * fluency + 0.25 * completeness;
  const first = phrases[0];
  const last = phrases[phrases.length - 1];
  const durationMs = first && last ? ((last.Offset ?? 0) + (last.Duration ?? 0) - (first.Offset ?? 0)) / TICKS_PER_MS : 0;
  return {
    words,
    scores: { accuracy, fluency, completeness, prosody, overall: clampScore(overall) },
    recognizedText: best.map((b) => b.Lexical ?? b.Words.map((w) => w.Word).join(' ')).join(' ').trim(),
    durationMs: Math.max(0, durationMs),
    scorer: 'azure',
  };
}
