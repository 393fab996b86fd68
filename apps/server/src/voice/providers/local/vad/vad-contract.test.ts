import { synthesizePcm } from '../../../../../../../tests/support/speech/synthesize-wav';
import { FakeVad } from './testing/fake-vad';
import { describeVadContract } from './testing/vad-contract';
import { createWebRtcVad } from './webrtc-vad';

let speech: Int16Array | undefined;
const continuousSpeech = (): Int16Array => (speech ??= synthesizePcm('Rivers run down to the sea all day long', { sampleRateHz: 16000 }));

describeVadContract('WebRtcVad', (frameMs) => createWebRtcVad({ frameMs }), continuousSpeech);
describeVadContract('FakeVad', (frameMs) => Promise.resolve(new FakeVad({ frameMs })), continuousSpeech);
