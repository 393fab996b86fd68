/**
 * Ends conversations as a teacher would expect: when the child's voice socket closed and no socket of
 * the conversation came back within a grace period (a reload or a dropped network reconnects), or
 * when nothing was heard or said for an idle period and no socket is open on any instance (a crashed
 * instance, a page left open on a tablet that went to sleep). Ending stamps ended_at — the socket's
 * close, or the last activity — and the engagement the child showed.
 */
import type { Logger } from 'pino';
import type { Repositories } from '../db/repositories';
import { engagementScore } from './engagement';

export interface SessionEnderDeps {
  repos: Pick<Repositories, 'conversations' | 'reading' | 'quiz' | 'roleplay'>;
  /** Whether a voice socket of the conversation is open on this or any other instance. */
  connectedAnywhere(conversationId: string): Promise<boolean>;
  graceMs: number;
  idleMs: number;
  logger: Logger;
}

/** How often idle conversations are looked for, at most. */
const SWEEP_EVERY_MS = 60_000;

export class SessionEnder {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private sweeper: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly deps: SessionEnderDeps) {}

  /** The conversation's socket on this instance closed. */
  socketClosed(conversationId: string, closedAt: Date = new Date()): void {
    this.socketOpened(conversationId);
    // A server shutting down leaves its sessions to the next start's idle sweep.
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(conversationId);
      this.endIfGone(conversationId, closedAt.toISOString()).catch((error: unknown) =>
        this.deps.logger.error({ err: error, conversationId }, 'could not end the session'),
      );
    }, this.deps.graceMs);
    timer.unref();
    this.timers.set(conversationId, timer);
  }

  /** A socket of the conversation opened here: it goes on. */
  socketOpened(conversationId: string): void {
    const timer = this.timers.get(conversationId);
    if (timer) clearTimeout(timer);
    this.timers.delete(conversationId);
  }

  private async endIfGone(conversationId: string, endedAtIso: string): Promise<void> {
    if (await this.deps.connectedAnywhere(conversationId)) return;
    await this.end(conversationId, endedAtIso);
  }

  /** Ends the conversation now (once): ended_at and its engagement. */
  async end(conversationId: string, endedAtIso: string): Promise<boolean> {
    const { repos } = this.deps;
    const conversation = await repos.conversations.get(conversationId);
    if (!conversation || conversation.ended_at !== null) return false;
    const [records, messages, quiz, roleplay] = await Promise.all([
      repos.reading.listRecords(conversationId),
      repos.conversations.listMessages(conversationId),
      repos.quiz.listByConversation(conversationId),
      repos.roleplay.listByConversation(conversationId),
    ]);
    const engagement = engagementScore({
      wordsRead: records.reduce((n, r) => n + r.words_read, 0),
      storyWords: records.reduce((n, r) => n + r.total_words, 0),
      childTurns: messages.filter((m) => m.role === 'user').length,
      quizAnswers: quiz.length,
      roleplayTurns: roleplay.length,
    });
    // Never before the session began (clocks of two instances may differ a little).
    const endedAt = endedAtIso < conversation.started_at ? conversation.started_at : endedAtIso;
    return repos.conversations.end(conversationId, endedAt, { engagementScore: engagement });
  }

  /** Ends every conversation idle past the idle period with no socket open anywhere. */
  async sweep(now: Date = new Date()): Promise<number> {
    const idle = await this.deps.repos.conversations.listOpenIdle(new Date(now.getTime() - this.deps.idleMs).toISOString());
    let ended = 0;
    for (const conversation of idle) {
      if (this.timers.has(conversation.id) || (await this.deps.connectedAnywhere(conversation.id))) continue;
      if (await this.end(conversation.id, conversation.last_activity_at)) ended += 1;
    }
    return ended;
  }

  start(): void {
    if (this.sweeper) return;
    this.stopped = false;
    const run = () => {
      this.sweep().catch((error: unknown) => this.deps.logger.error({ err: error }, 'idle session sweep failed'));
    };
    this.sweeper = setInterval(run, Math.min(SWEEP_EVERY_MS, this.deps.idleMs));
    this.sweeper.unref();
    run();
  }

  stop(): void {
    this.stopped = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
