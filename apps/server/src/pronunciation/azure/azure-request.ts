/**
 * The pronunciation-assessment settings sent to Azure: hundred-mark grading, our granularity, prosody
 * when enabled, and miscue OFF — in continuous mode the story diff is ours (azure-result.ts).
 */
import * as sdk from 'microsoft-cognitiveservices-speech-sdk';
import type { ScoringOptions } from '../scoring/types';

const GRANULARITY = {
  phoneme: sdk.PronunciationAssessmentGranularity.Phoneme,
  word: sdk.PronunciationAssessmentGranularity.Word,
  full_text: sdk.PronunciationAssessmentGranularity.FullText,
} as const;

export function azureAssessmentConfig(referenceText: string, options: ScoringOptions): sdk.PronunciationAssessmentConfig {
  const config = new sdk.PronunciationAssessmentConfig(
    referenceText,
    sdk.PronunciationAssessmentGradingSystem.HundredMark,
    GRANULARITY[options.granularity],
    false,
  );
  config.enableProsodyAssessment = options.enableProsody;
  return config;
}
