/**
 * A scriptable scorer for tests: answers queued assessments in order, or else scores every reference
 * word with a fixed accuracy (words whose text is in `omit` become omissions). Records every input.
 */
import type { Assessment, AssessmentInput, PronunciationScorer, ScorerCapabilities } from '../scoring/types';

export class FakePronunciationScorer implements PronunciationScorer {
  readonly capabilities: ScorerCapabilities;
  readonly calls: AssessmentInput[] = [];
  private readonly queued: (Assessment | Error)[] = [];

  constructor(
    private readonly defaults: { accuracy?: number; omit?: readonly string[] } = {},
    capabilities: Partial<ScorerCapabilities> = {},
  ) {
    this.capabilities = { name: 'local', needsAudio: false, prosody: 'estimated', locales: ['en-US'], ...capabilities };
  }

  /** The next call answers this (or fails with it). */
  enqueue(result: Assessment | Error): this {
    this.queued.push(result);
    return this;
  }

  assess(input: AssessmentInput): Promise<Assessment> {
    this.calls.push(input);
    const next = this.queued.shift();
    if (next instanceof Error) return Promise.reject(next);
    if (next) return Promise.resolve(next);
    const accuracy = this.defaults.accuracy ?? 95;
    const omit = new Set(this.defaults.omit ?? []);
    const words = input.referenceWords.map((r) =>
      omit.has(r.word)
        ? { word: r.word, referenceIndex: r.index, accuracy: 0, errorType: 'Omission' as const, syllables: [] }
        : { word: r.word, referenceIndex: r.index, accuracy, errorType: 'None' as const, syllables: [{ syllable: r.word, accuracy_score: accuracy }] },
    );
    const read = words.filter((w) => w.errorType === 'None').length;
    const completeness = words.length === 0 ? 0 : Math.round((100 * read) / words.length);
    return Promise.resolve({
      words,
      scores: { accuracy, fluency: accuracy, completeness, prosody: accuracy, overall: Math.round((3 * accuracy + completeness) / 4) },
      recognizedText: input.recognized.map((w) => w.word).join(' '),
      durationMs: 1000,
      scorer: this.capabilities.name,
    });
  }
}
