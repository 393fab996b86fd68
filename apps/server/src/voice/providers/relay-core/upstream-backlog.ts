/**
 * Client audio is dropped while the upstream is not reading what it was sent: until the health check
 * cuts such an upstream, one socket could otherwise pile up gigabytes. Warns once per backlog.
 */
const MAX_UPSTREAM_BUFFERED_BYTES = 8 * 1024 * 1024;

export class UpstreamBacklog {
  private warned = false;

  constructor(private readonly logger: { warn(details: object, msg: string): void }) {}

  /** Whether `frame` should be dropped, given what the upstream socket has not yet taken. */
  drops(frame: { type: string }, bufferedBytes: number): boolean {
    if (frame.type !== 'input_audio_buffer.append' || bufferedBytes <= MAX_UPSTREAM_BUFFERED_BYTES) {
      this.warned = false;
      return false;
    }
    if (!this.warned) this.logger.warn({ bufferedBytes }, 'upstream is not reading; client audio dropped');
    this.warned = true;
    return true;
  }
}
