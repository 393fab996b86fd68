/**
 * Microphone capture: getUserMedia → AudioWorklet → resampled to 24 kHz mono PCM16. The microphone is
 * held only while recording; the tracks are stopped as soon as capture stops.
 */
import { AUDIO_SAMPLE_RATE_HZ } from '@shared/constants/audio';
import captureWorkletUrl from './capture-worklet.ts?worker&url';
import { floatToPcm16 } from './pcm16';
import { StreamingResampler } from './resampler';

export interface CaptureSource {
  start(onSamples: (samples: Int16Array) => void): Promise<void>;
  stop(): Promise<void>;
}

const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  channelCount: 1,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

export class MicCapture implements CaptureSource {
  private context: AudioContext | null = null;
  private workletReady: Promise<void> | null = null;
  private stream: MediaStream | null = null;
  private node: AudioWorkletNode | null = null;
  private sourceNode: MediaStreamAudioSourceNode | null = null;
  /** Bumped by every stop, so a start still waiting for the microphone knows it was cancelled. */
  private generation = 0;

  async start(onSamples: (samples: Int16Array) => void): Promise<void> {
    await this.stop();
    const run = this.generation;
    const stream = await requestMicrophone();
    const context = this.ensureContext();
    await this.ensureWorklet(context);
    if (context.state === 'suspended') await context.resume();
    // A quick tap can release the button before the microphone opened: let go of it at once.
    if (run !== this.generation) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    const resampler = new StreamingResampler(context.sampleRate, AUDIO_SAMPLE_RATE_HZ);
    const node = new AudioWorkletNode(context, 'lc-capture');
    node.port.onmessage = (event: MessageEvent<Float32Array>) => {
      onSamples(floatToPcm16(resampler.process(event.data)));
    };
    const sourceNode = context.createMediaStreamSource(stream);
    sourceNode.connect(node);
    this.stream = stream;
    this.node = node;
    this.sourceNode = sourceNode;
  }

  async stop(): Promise<void> {
    this.generation += 1;
    this.sourceNode?.disconnect();
    if (this.node) {
      this.node.port.onmessage = null;
      this.node.disconnect();
    }
    this.stream?.getTracks().forEach((track) => track.stop());
    this.sourceNode = null;
    this.node = null;
    this.stream = null;
    await Promise.resolve();
  }

  private ensureContext(): AudioContext {
    this.context ??= new AudioContext();
    return this.context;
  }

  private ensureWorklet(context: AudioContext): Promise<void> {
    this.workletReady ??= context.audioWorklet.addModule(captureWorkletUrl);
    return this.workletReady;
  }
}

/** getUserMedia with the spec's error wording: "Microphone access denied: …" when refused. */
export async function requestMicrophone(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')) {
      throw new MicrophoneError(error.name, `Microphone access denied: ${error.message}`);
    }
    const name = error instanceof DOMException ? error.name : 'Error';
    throw new MicrophoneError(name, error instanceof Error ? error.message : String(error));
  }
}

/** Asks for the microphone once and releases it at once: only the permission is wanted. */
export async function checkMicrophonePermission(): Promise<void> {
  const stream = await requestMicrophone();
  stream.getTracks().forEach((track) => track.stop());
}

export class MicrophoneError extends Error {
  constructor(
    readonly errorName: string,
    message: string,
  ) {
    super(message);
    this.name = 'MicrophoneError';
  }
}
