/** Runs speech work on the calling thread: for tests and benchmarks, never for live sessions. */
import type { RequestOf, SpeechRequestType, SpeechResults } from './protocol';
import { createSpeechHandler, type SpeechHandler } from './speech-handlers';
import type { SpeechBackend } from './types';

export class InProcessSpeechBackend implements SpeechBackend {
  private readonly handle: SpeechHandler = createSpeechHandler();
  private queue: Promise<unknown> = Promise.resolve();

  call<T extends SpeechRequestType>(request: RequestOf<T>): Promise<SpeechResults[T]> {
    // One at a time, like a worker, so a stream's requests keep their order.
    const result = this.queue.then(() => this.handle(request));
    this.queue = result.catch(() => undefined);
    return result;
  }

  release(): void {}

  close(): Promise<void> {
    return Promise.resolve();
  }
}
