/**
 * The relay machinery shared by the cloud providers: one upstream socket at a time, client frames
 * queued while it (re)opens, every upstream frame parsed once and normalised, and a transparent
 * reopen when the upstream caps the session or the transport breaks — the new session gets the
 * current settings, the last turns of the conversation and the uncommitted audio before any queued
 * client frame, so the child carries on without noticing.
 */
import WebSocket from 'ws';
import type { RealtimeRelay, RelayCapabilities, RelaySessionSettings, RelayStatus } from '../relay-types';
import { ConversationMemory } from './conversation-memory';
import { OutboundQueue } from './outbound-queue';
import { settingsFromSessionUpdate } from './session-settings';
import { restoreFrames, RestoreEchoFilter, RESTORE_EVENT_PREFIX } from './session-restore';
import type { RelayCoreOptions, RelayDialect, RelayFrame, RelayLogger } from './types';
import {
  classifyUpstreamClose,
  classifyUpstreamError,
  reopenDelayMs,
  toClientError,
  type UpstreamEnd,
  type UpstreamErrorBody,
} from './upstream-end';
import { isUpstreamEvent, parseUpstreamFrame } from './upstream-events';
import { Heartbeat } from './heartbeat';
import { HandlerList, waitForReady, type ReadyWaiter } from './relay-listeners';
import { UpstreamBacklog } from './upstream-backlog';
import {
  closeGracefully,
  openUpstreamSocket,
  rawLength,
  rawText,
  UpstreamConnectError,
  type OpenedUpstream,
} from './upstream-socket';

type Phase = 'idle' | 'connecting' | 'open' | 'reopening' | 'closed';

const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
const DEFAULT_REPLAY_ITEMS = 20;
const DEFAULT_HEALTH_CHECK_MS = 30_000;

export class ReconnectingRelay implements RealtimeRelay {
  readonly capabilities: RelayCapabilities;
  private phase: Phase = 'idle';
  private settings: RelaySessionSettings | null = null;
  private socket: WebSocket | null = null;
  /** Bumped whenever a socket is abandoned, so its late frames and close are ignored. */
  private generation = 0;
  private attempt = 0;
  private reopenTimer: NodeJS.Timeout | null = null;
  private heartbeat: Heartbeat | null = null;
  private warnedClosed = false;
  /** Set while connect() waits for the upstream to confirm the first session.update. */
  private pendingReady: ReadyWaiter | null = null;
  private readonly echoes = new RestoreEchoFilter();
  private readonly activeResponses = new Set<string>();
  private readonly queue: OutboundQueue;
  private readonly memory: ConversationMemory;
  private readonly eventHandlers: HandlerList<RelayFrame>;
  private readonly statusHandlers: HandlerList<RelayStatus>;
  private readonly logger: RelayLogger;
  private readonly backlog: UpstreamBacklog;
  private readonly connectTimeoutMs: number;
  private readonly random: () => number;

  constructor(
    private readonly dialect: RelayDialect,
    private readonly options: RelayCoreOptions,
  ) {
    this.capabilities = dialect.capabilities;
    this.logger = options.logger;
    this.connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    this.random = options.random ?? Math.random;
    this.memory = new ConversationMemory(options.replayItemLimit ?? DEFAULT_REPLAY_ITEMS);
    this.queue = new OutboundQueue(options.logger);
    this.backlog = new UpstreamBacklog(options.logger);
    this.eventHandlers = new HandlerList(options.logger, 'event');
    this.statusHandlers = new HandlerList(options.logger, 'status');
  }

  async connect(settings: RelaySessionSettings): Promise<void> {
    if (this.phase !== 'idle') throw new Error(`connect() called while ${this.phase}`);
    this.settings = { ...settings };
    this.phase = 'connecting';
    this.setStatus({ state: 'connecting' });
    const deadline = Date.now() + this.connectTimeoutMs;
    try {
      const opened = await openUpstreamSocket(this.dialect.url, this.dialect.headers, this.connectTimeoutMs);
      if (this.currentPhase() !== 'connecting') {
        opened.socket.terminate();
        throw new Error('relay closed while connecting');
      }
      const ready = waitForReady(deadline - Date.now(), this.connectTimeoutMs);
      this.pendingReady = ready;
      this.adopt(opened);
      this.writeRaw({ type: 'session.update', session: this.dialect.sessionUpdate(this.settings) });
      await ready.promise;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (this.currentPhase() !== 'closed') {
        this.socket?.terminate();
        this.dropSocket();
        this.phase = 'closed';
        this.setStatus({ state: 'closed', reason: message });
      }
      throw error instanceof Error ? error : new Error(message);
    }
    if (this.currentPhase() !== 'open') return;
    this.setStatus({ state: 'open' });
    this.flushQueue();
  }

  updateSettings(settings: Partial<RelaySessionSettings>): void {
    if (this.settings === null) return;
    this.settings = { ...this.settings, ...settings };
    // While reopening, the restore applies the merged settings anyway; while connecting, the first
    // session.update may already be out with the old ones.
    if (this.phase === 'open' || this.phase === 'connecting') {
      this.writeRaw({ type: 'session.update', session: this.dialect.sessionUpdate(this.settings) });
    }
  }

  send(event: RelayFrame): void {
    if (event.type === 'session.update') {
      this.updateSettings(settingsFromSessionUpdate(event.session));
      return;
    }
    if (this.phase === 'closed') {
      // Audio keeps coming several times a second; once in the log is enough.
      if (!this.warnedClosed)
        this.logger.warn({ type: event.type }, 'relay is closed; client frames dropped');
      this.warnedClosed = true;
      return;
    }
    if (this.phase === 'open' && this.queue.size === 0) this.writeClientFrame(event);
    else this.queue.push(event);
  }

  onEvent(handler: (event: RelayFrame) => void): void {
    this.eventHandlers.add(handler);
  }

  onStatus(handler: (status: RelayStatus) => void): void {
    this.statusHandlers.add(handler);
  }

  async close(): Promise<void> {
    if (this.phase === 'closed') return;
    this.phase = 'closed';
    this.clearReopenTimer();
    this.waitingForReady()?.reject(new Error('relay closed'));
    const socket = this.socket;
    this.dropSocket();
    this.queue.clear();
    if (socket !== null) await closeGracefully(socket);
    this.setStatus({ state: 'closed', reason: 'closed by session' });
  }

  /** Makes the socket the live upstream and routes its frames (the early ones first) and its end. */
  private adopt(opened: OpenedUpstream): void {
    const { socket } = opened;
    const generation = ++this.generation;
    this.socket = socket;
    const onMessage = (data: WebSocket.RawData, isBinary: boolean): void => {
      if (generation !== this.generation) return;
      if (isBinary) {
        this.logger.warn({ bytes: rawLength(data) }, 'binary upstream frame skipped');
        return;
      }
      this.handleFrame(rawText(data));
    };
    const onClose = (code: number, reason: string): void => {
      if (generation === this.generation) this.handleClose(code, reason);
    };
    socket.on('error', (error) => {
      if (generation === this.generation) this.logger.warn({ err: error.message }, 'upstream socket error');
    });
    this.heartbeat = new Heartbeat(
      socket,
      this.options.healthCheckIntervalMs ?? DEFAULT_HEALTH_CHECK_MS,
      () => {
        this.logger.warn(
          { intervalMs: this.options.healthCheckIntervalMs },
          'upstream stopped answering pings',
        );
        socket.terminate();
      },
    ).start();
    const early = opened.takeEarly();
    socket.on('message', onMessage);
    if (early.close === null) socket.on('close', (code, reason) => onClose(code, reason.toString('utf8')));
    for (const frame of early.frames) onMessage(frame, false);
    if (early.close !== null) onClose(early.close.code, early.close.reason);
  }

  private handleFrame(text: string): void {
    const parsed = parseUpstreamFrame(text);
    if (parsed.kind === 'malformed') {
      this.logger.warn(
        { reason: parsed.reason, preview: parsed.preview },
        'malformed upstream frame skipped',
      );
      return;
    }
    const event = parsed.event;
    const settings = this.settings;
    if (settings === null) return;
    const echo = this.echoes.check(event);
    if (echo === 'restored') this.attempt = 0;
    if (echo !== 'show') return;
    if (isUpstreamEvent(event, 'session.created') || isUpstreamEvent(event, 'session.updated')) {
      const waiter = event.type === 'session.updated' ? this.waitingForReady() : null;
      if (waiter !== null) {
        // Open from this moment, so a close arriving before connect() resumes is handled as one.
        this.phase = 'open';
        waiter.resolve();
      }
      this.emit({ ...event, session: this.dialect.describeSession(event.session, settings) });
      return;
    }
    if (isUpstreamEvent(event, 'error')) {
      this.handleUpstreamError(event.error);
      return;
    }
    if (isUpstreamEvent(event, 'response.created')) this.activeResponses.add(event.response.id);
    else if (isUpstreamEvent(event, 'response.done')) this.activeResponses.delete(event.response.id);
    this.memory.observeUpstreamEvent(event);
    this.emit(event);
  }

  private handleUpstreamError(error: UpstreamErrorBody): void {
    const end = classifyUpstreamError(error, this.options.retryPolicy.transportErrorPatterns);
    const waiter = this.waitingForReady();
    if (waiter !== null) {
      waiter.reject(
        new UpstreamConnectError(`Upstream refused the session: ${error.message}`, end === 'fatal'),
      );
      return;
    }
    if (end === 'expired' || end === 'transport') {
      this.logger.info({ code: error.code, message: error.message }, 'upstream session ending; reopening');
      this.beginReopen(end);
      return;
    }
    if (end === 'fatal') {
      this.fail(`Upstream refused the session: ${error.message}`);
      return;
    }
    if (error.event_id?.startsWith(RESTORE_EVENT_PREFIX)) {
      this.logger.warn(
        { code: error.code, message: error.message },
        'upstream rejected part of the session restore',
      );
      return;
    }
    this.emit(toClientError(error));
  }

  private handleClose(code: number, reason: string): void {
    const end = classifyUpstreamClose(code, reason, this.options.retryPolicy.transportErrorPatterns);
    const waiter = this.waitingForReady();
    if (waiter !== null) {
      const detail = reason || `close code ${code}`;
      waiter.reject(new UpstreamConnectError(`Upstream closed the connection: ${detail}`, end === 'fatal'));
      return;
    }
    if (this.phase !== 'open') return;
    if (end === 'fatal') this.fail(`Upstream closed the session: ${reason || `close code ${code}`}`);
    else {
      this.logger.info({ code, reason, cause: end }, 'upstream closed; reopening');
      this.beginReopen(end);
    }
  }

  private beginReopen(cause: UpstreamEnd): void {
    if (this.phase !== 'open') return;
    this.phase = 'reopening';
    const old = this.socket;
    this.dropSocket();
    if (old !== null) void closeGracefully(old);
    // The cut-off reply will never finish; let the client leave its speaking state.
    for (const id of this.activeResponses)
      this.emit({ type: 'response.done', response: { id, status: 'incomplete' } });
    this.activeResponses.clear();
    // `attempt` is reset only when a restore is confirmed, so an upstream that accepts and at once
    // drops every new session still runs out of retries.
    this.scheduleAttempt(cause);
  }

  private scheduleAttempt(cause: UpstreamEnd): void {
    this.attempt += 1;
    if (this.attempt > this.options.retryPolicy.maxRetries) {
      this.fail(`Upstream could not be reopened after ${this.options.retryPolicy.maxRetries} attempts`);
      return;
    }
    this.setStatus({ state: 'reconnecting', attempt: this.attempt });
    const delayMs = reopenDelayMs(this.options.retryPolicy, this.attempt, cause, this.random);
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = null;
      void this.reopen(cause);
    }, delayMs);
  }

  private async reopen(cause: UpstreamEnd): Promise<void> {
    let opened: OpenedUpstream;
    try {
      opened = await openUpstreamSocket(this.dialect.url, this.dialect.headers, this.connectTimeoutMs);
    } catch (error) {
      if (this.phase !== 'reopening') return;
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn({ attempt: this.attempt, err: message }, 'upstream reopen failed');
      if (error instanceof UpstreamConnectError && error.fatal) this.fail(message);
      else this.scheduleAttempt(cause);
      return;
    }
    if (this.phase !== 'reopening' || this.settings === null) {
      opened.socket.terminate();
      return;
    }
    this.echoes.armForGreeting();
    this.adopt(opened);
    const restore = restoreFrames(this.dialect, this.settings, this.memory, this.generation);
    this.echoes.armForItems(restore.items);
    for (const frame of restore.frames) this.writeRaw(frame);
    this.logger.info({ frames: restore.frames.length, items: restore.items }, 'upstream session restored');
    this.phase = 'open';
    this.setStatus({ state: 'open' });
    this.flushQueue();
  }

  private flushQueue(): void {
    for (const frame of this.queue.drain()) this.writeClientFrame(frame);
  }

  private writeClientFrame(frame: RelayFrame): void {
    // The upstream may be closing before its close event reached us: keep the frame for the reopen.
    if (this.socket?.readyState !== WebSocket.OPEN) {
      this.queue.push(frame);
      return;
    }
    if (this.backlog.drops(frame, this.socket.bufferedAmount)) return;
    this.writeRaw(frame);
    this.memory.observeClientFrame(frame);
  }

  private writeRaw(frame: RelayFrame): void {
    const socket = this.socket;
    if (socket === null || socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify(this.dialect.translateClientFrame(frame)));
  }

  private fail(reason: string): void {
    if (this.phase === 'closed') return;
    this.phase = 'closed';
    this.clearReopenTimer();
    const socket = this.socket;
    this.dropSocket();
    if (socket !== null) void closeGracefully(socket);
    this.queue.clear();
    this.logger.warn({ reason }, 'upstream relay gave up');
    this.setStatus({ state: 'closed', reason });
    this.emit({
      type: 'error',
      error: { type: 'upstream_error', code: 'upstream_unavailable', message: reason, event_id: null },
    });
  }

  private waitingForReady(): ReadyWaiter | null {
    return this.pendingReady !== null && !this.pendingReady.settled ? this.pendingReady : null;
  }

  /** Read through a call: `await` may have changed the phase behind the compiler's back. */
  private currentPhase(): Phase {
    return this.phase;
  }

  private dropSocket(): void {
    this.generation += 1;
    this.heartbeat?.stop();
    this.heartbeat = null;
    this.socket = null;
  }

  private clearReopenTimer(): void {
    if (this.reopenTimer !== null) clearTimeout(this.reopenTimer);
    this.reopenTimer = null;
  }

  private emit(event: RelayFrame): void {
    this.eventHandlers.notify(event);
  }

  private setStatus(status: RelayStatus): void {
    this.statusHandlers.notify(status);
  }
}
