/**
 * The Azure adapter against the real Azure Speech service: a Flite reading of a story sentence with one
 * word swapped is assessed in continuous mode. Needs AZURE_SPEECH_KEY and AZURE_SPEECH_REGION; without
 * a key the test is skipped and says why.
 */
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { AzurePronunciationScorer } from '../../apps/server/src/pronunciation/azure/azure-scorer';
import { FakePronunciationScorer } from '../../apps/server/src/pronunciation/testing/fake-scorer';
import { synthesizePcm } from '../support/speech/synthesize-wav';

const key = process.env.AZURE_SPEECH_KEY;
const region = process.env.AZURE_SPEECH_REGION ?? 'eastus';
const SKIP_REASON = 'AZURE_SPEECH_KEY is not set';

describe('Azure pronunciation assessment (live)', () => {
  it('scores a read sentence and flags the swapped word', async (context) => {
    if (!key) {
      context.skip(SKIP_REASON);
      return;
    }
    const fallback = new FakePronunciationScorer();
    const scorer = new AzurePronunciationScorer({ key, region }, fallback, pino({ level: 'silent' }));
    const sentence = 'Mia made a kite from blue paper and two thin sticks.';
    const pcm = synthesizePcm('Mia made a kite from blue paper and two thin stones.', { sampleRateHz: 16_000, leadingSilenceMs: 300, trailingSilenceMs: 800 });
    const result = await scorer.assess({
      referenceWords: sentence.split(' ').map((word, index) => ({ word, index })),
      recognized: [],
      audio: { pcm, sampleRateHz: 16_000 },
    });
    expect(fallback.calls).toHaveLength(0);
    expect(result.scorer).toBe('azure');
    expect(result.words.find((w) => w.word === 'kite')?.errorType).toBe('None');
    expect(result.words.find((w) => w.word === 'sticks')?.errorType).not.toBe('None');
    expect(result.scores.completeness).toBeGreaterThan(80);
  }, 60_000);

  it('scores an utterance that came without audio with the fallback scorer', async () => {
    const fallback = new FakePronunciationScorer({ accuracy: 77 });
    const scorer = new AzurePronunciationScorer({ key: key ?? 'unused', region }, fallback, pino({ level: 'silent' }));
    const result = await scorer.assess({ referenceWords: [{ word: 'kite', index: 0 }], recognized: [{ word: 'kite', startMs: 0, endMs: 400 }] });
    expect(fallback.calls).toHaveLength(1);
    expect(result.scores.accuracy).toBe(77);
  });
});
