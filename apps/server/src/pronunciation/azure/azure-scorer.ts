/**
 * Azure pronunciation assessment through the Speech SDK, in continuous mode: the utterance's audio is
 * pushed into a recogniser configured with the story words as reference text, every recognised phrase's
 * detailed JSON is collected, and azure-result.ts maps them (with our own miscue diff) onto an
 * assessment. Azure needs audio: an utterance that arrives without it is scored by the fallback scorer.
 */
import * as sdk from 'microsoft-cognitiveservices-speech-sdk';
import type { Logger } from 'pino';
import { DEFAULT_SCORING_OPTIONS, type Assessment, type AssessmentInput, type PronunciationScorer, type ScorerCapabilities } from '../scoring/types';
import { assessmentFromAzure, AzurePhraseResultSchema, type AzurePhraseResult } from './azure-result';
import { azureAssessmentConfig } from './azure-request';

export interface AzureSpeechOptions {
  key: string;
  region: string;
  locale?: string;
  /** Gives up on one utterance after this long. Default 30000. */
  timeoutMs?: number;
}

/** Azure locales for pronunciation assessment that this product's readers may need. */
const AZURE_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IN', 'es-ES', 'es-MX', 'fr-FR', 'fr-CA', 'de-DE'] as const;

export class AzurePronunciationScorer implements PronunciationScorer {
  readonly capabilities: ScorerCapabilities = { name: 'azure', needsAudio: true, prosody: 'measured', locales: AZURE_LOCALES };

  constructor(
    private readonly options: AzureSpeechOptions,
    private readonly fallback: PronunciationScorer,
    private readonly logger: Logger,
  ) {}

  async assess(input: AssessmentInput): Promise<Assessment> {
    if (!input.audio || input.audio.pcm.length === 0) return this.fallback.assess(input);
    const options = { ...DEFAULT_SCORING_OPTIONS, ...input.options };
    const referenceText = input.referenceWords.map((w) => w.word).join(' ');
    const phrases = await this.recognise(input.audio, referenceText, options, input.locale ?? this.options.locale ?? 'en-US');
    return assessmentFromAzure(input.referenceWords, phrases, options);
  }

  /** Runs continuous recognition over the whole utterance and collects each phrase's result. */
  recognise(
    audio: { pcm: Int16Array; sampleRateHz: number },
    referenceText: string,
    options: typeof DEFAULT_SCORING_OPTIONS,
    locale: string,
  ): Promise<AzurePhraseResult[]> {
    const speechConfig = sdk.SpeechConfig.fromSubscription(this.options.key, this.options.region);
    speechConfig.speechRecognitionLanguage = locale;
    speechConfig.outputFormat = sdk.OutputFormat.Detailed;
    const stream = sdk.AudioInputStream.createPushStream(sdk.AudioStreamFormat.getWaveFormatPCM(audio.sampleRateHz, 16, 1));
    const bytes = audio.pcm.buffer.slice(audio.pcm.byteOffset, audio.pcm.byteOffset + audio.pcm.byteLength);
    stream.write(bytes as ArrayBuffer);
    stream.close();
    const recognizer = new sdk.SpeechRecognizer(speechConfig, sdk.AudioConfig.fromStreamInput(stream));
    azureAssessmentConfig(referenceText, options).applyTo(recognizer);

    return new Promise<AzurePhraseResult[]>((resolve, reject) => {
      const phrases: AzurePhraseResult[] = [];
      let settled = false;
      const finish = (error?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        recognizer.stopContinuousRecognitionAsync(
          () => recognizer.close(),
          () => recognizer.close(),
        );
        if (error) reject(error);
        else resolve(phrases);
      };
      const timer = setTimeout(() => finish(new Error('Azure pronunciation assessment timed out')), this.options.timeoutMs ?? 30_000);
      recognizer.recognized = (_sender, event) => {
        if (event.result.reason !== sdk.ResultReason.RecognizedSpeech) return;
        const json = event.result.properties.getProperty(sdk.PropertyId.SpeechServiceResponse_JsonResult);
        const parsed = AzurePhraseResultSchema.safeParse(JSON.parse(json));
        if (parsed.success) phrases.push(parsed.data);
        else this.logger.warn({ issues: parsed.error.issues.slice(0, 3) }, 'Azure pronunciation result in an unexpected shape');
      };
      recognizer.canceled = (_sender, event) => {
        if (event.reason === sdk.CancellationReason.Error) finish(new Error(`Azure Speech: ${event.errorDetails}`));
        else finish();
      };
      recognizer.sessionStopped = () => finish();
      recognizer.startContinuousRecognitionAsync(
        () => undefined,
        (error: string) => finish(new Error(`Azure Speech: ${error}`)),
      );
    });
  }
}
