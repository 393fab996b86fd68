/**
 * The Azure adapter's request and response mapping, offline: the SDK configuration it builds, and
 * results in Azure's documented detailed-JSON shape (fixtures/kite-phrases.json, written from that
 * format) mapped onto our words, error types, syllables and scores with our own miscue diff.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_SCORING_OPTIONS } from '../scoring/types';
import { azureAssessmentConfig } from './azure-request';
import { assessmentFromAzure, AzurePhraseResultSchema } from './azure-result';

const phrases = z.array(AzurePhraseResultSchema).parse(JSON.parse(readFileSync(new URL('./fixtures/kite-phrases.json', import.meta.url), 'utf8')));
const SENTENCE = 'Mia made a kite from blue paper and two thin sticks.';
const reference = SENTENCE.split(' ').map((word, index) => ({ word, index }));

describe('Azure pronunciation adapter', () => {
  it('asks Azure for hundred-mark, comprehensive scoring with miscue off and prosody as configured', () => {
    const json = JSON.parse(azureAssessmentConfig(SENTENCE, DEFAULT_SCORING_OPTIONS).toJSON()) as Record<string, unknown>;
    expect(json).toMatchObject({
      referenceText: SENTENCE,
      gradingSystem: 'HundredMark',
      granularity: 'Phoneme',
      dimension: 'Comprehensive',
      enableMiscue: false,
      enableProsodyAssessment: true,
    });
    const wordsOnly = JSON.parse(azureAssessmentConfig(SENTENCE, { ...DEFAULT_SCORING_OPTIONS, granularity: 'word', enableProsody: false }).toJSON()) as Record<string, unknown>;
    expect(wordsOnly).toMatchObject({ granularity: 'Word', enableProsodyAssessment: false });
  });

  it('keeps Azure\'s word scores and finds omissions and insertions itself', () => {
    const result = assessmentFromAzure(reference, phrases, DEFAULT_SCORING_OPTIONS);
    expect(result.words.map((w) => `${w.word}:${w.errorType}`)).toEqual([
      'Mia:None', 'made:None', 'a:Omission', 'kite:None', 'from:None', 'the:Insertion', 'blue:None', 'paper:Mispronunciation',
      'and:None', 'two:None', 'thin:Mispronunciation', 'sticks:None',
    ]);
    const paper = result.words[7]!;
    expect(paper).toMatchObject({ accuracy: 41, heard: 'pepper', referenceIndex: 6 });
    expect(paper.syllables).toEqual([{ syllable: 'pep', accuracy_score: 22 }, { syllable: 'per', accuracy_score: 71 }]);
    expect(result.words[0]).toMatchObject({ startMs: 500, endMs: 810 });
    // Azure heard "big" said well, but it is not the story's "thin": our diff calls it a substitution.
    expect(result.words[10]).toMatchObject({ heard: 'big', referenceIndex: 9 });
    expect(result.words[10]!.accuracy).toBeLessThan(60);
    expect(result.scores.completeness).toBeCloseTo((100 * 10) / 11, 0);
    expect(result.scores.fluency).toBeCloseTo(85.5, 1);
    expect(result.scores.prosody).toBeCloseTo(81.4, 1);
    expect(result.recognizedText).toBe('mia made kite from the blue pepper and two big sticks');
    expect(result.durationMs).toBe(4300);
    expect(result.scorer).toBe('azure');
  });

  it('leaves out omissions, insertions and syllables when the configuration asks', () => {
    const result = assessmentFromAzure(reference, phrases, { enableMiscue: false, enableProsody: false, granularity: 'word' });
    expect(result.words.map((w) => w.word)).toEqual(['Mia', 'made', 'kite', 'from', 'blue', 'paper', 'and', 'two', 'thin', 'sticks']);
    expect(result.words.every((w) => w.syllables.length === 0)).toBe(true);
  });

  it('refuses a phrase result that is not in Azure\'s shape', () => {
    expect(AzurePhraseResultSchema.safeParse({ NBest: [] }).success).toBe(false);
    expect(AzurePhraseResultSchema.safeParse({ RecognitionStatus: 'Success', NBest: [{ Words: [{ Word: 'x', PronunciationAssessment: { AccuracyScore: 180 } }] }] }).success).toBe(false);
  });
});
