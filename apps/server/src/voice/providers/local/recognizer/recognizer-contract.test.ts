import { synthesizePcm } from '../../../../../../../tests/support/speech/synthesize-wav';
import { InProcessSpeechBackend } from '../worker-pool/in-process-backend';
import { LocalSpeechRecognizer } from './local-recognizer';
import { FakeSpeechRecognizer } from './testing/fake-recognizer';
import { describeRecognizerContract } from './testing/recognizer-contract';
import type { ChildIntent } from './types';

describeRecognizerContract('LocalSpeechRecognizer', async () => ({
  recognizer: await LocalSpeechRecognizer.create(new InProcessSpeechBackend(), { openVocabulary: null }),
  say: (text) => synthesizePcm(text, { sampleRateHz: 16000, leadingSilenceMs: 200, trailingSilenceMs: 200 }),
}));

const SCRIPTED_INTENTS: Record<string, ChildIntent> = {
  'what does brave mean': { kind: 'meaning', word: 'brave' },
  'quiz me': { kind: 'quiz' },
};

describeRecognizerContract('FakeSpeechRecognizer', () => {
  const recognizer = new FakeSpeechRecognizer({ msPerWord: 250 });
  return Promise.resolve({
    recognizer,
    say: (text) => {
      const intent = SCRIPTED_INTENTS[text];
      recognizer.hear({ words: text.split(' '), ...(intent ? { intent } : {}) });
      return new Int16Array(Math.ceil((text.split(' ').length * 250 + 400) * 16));
    },
  });
});
