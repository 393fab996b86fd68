import { InProcessSpeechBackend } from '../worker-pool/in-process-backend';
import { LocalSpeechSynthesizer } from './local-synthesizer';
import { FakeSpeechSynthesizer } from './testing/fake-synthesizer';
import { describeSynthesizerContract } from './testing/synthesizer-contract';

describeSynthesizerContract('LocalSpeechSynthesizer (Flite)', () => new LocalSpeechSynthesizer(new InProcessSpeechBackend()));
describeSynthesizerContract('FakeSpeechSynthesizer', () => new FakeSpeechSynthesizer());
