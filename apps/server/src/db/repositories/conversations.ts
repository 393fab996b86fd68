/**
 * A conversation (one child's voice session) and its transcript. Messages are idempotent per
 * (conversation_id, id): the client's messageId may be re-sent on retry and is stored once. Sequence
 * numbers are computed in the INSERT itself, after the conversation row is locked by updating its last
 * activity, so concurrent appends to one conversation take 1, 2, 3… in turn on either database.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { ConversationRow, ConversationUpdate, Database, MessageInputMode, MessageRow, NewConversation } from '../schema';
import { isUniqueViolation, newId, nowIso, toNumber } from './sql-values';

export interface AppendMessageInput {
  conversationId: string;
  /** The client's messageId; generated when absent. */
  id?: string | undefined;
  role: 'user' | 'assistant';
  content: string;
  confidence?: number | null | undefined;
  /** 'voice' when absent. */
  inputMode?: MessageInputMode | undefined;
  createdAt?: string | undefined;
}

export interface AppendMessageResult {
  /** False when a message with this id was already stored for the conversation. */
  isNew: boolean;
  message: MessageRow;
}

const MAX_SEQUENCE_ATTEMPTS = 50;

export class ConversationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: NewConversation): Promise<ConversationRow> {
    return this.db.insertInto('conversations').values(input).returningAll().executeTakeFirstOrThrow();
  }

  /** Creates the conversation unless it exists; answers the stored row either way. */
  async ensure(input: NewConversation): Promise<{ conversation: ConversationRow; created: boolean }> {
    const inserted = await this.db
      .insertInto('conversations')
      .values(input)
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { conversation: inserted, created: true };
    const existing = await this.get(input.id);
    if (!existing) throw new Error(`Conversation ${input.id} vanished while being ensured`);
    return { conversation: existing, created: false };
  }

  async get(id: string): Promise<ConversationRow | undefined> {
    return this.db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async exists(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('conversations')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async update(id: string, patch: Omit<ConversationUpdate, 'id'>): Promise<boolean> {
    const res = await this.db.updateTable('conversations').set(patch).where('id', '=', id).executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  /** Marks activity; never moves last_activity_at backwards. */
  async touch(id: string, atIso: string = nowIso()): Promise<void> {
    await this.db
      .updateTable('conversations')
      .set({ last_activity_at: atIso })
      .where('id', '=', id)
      .where('last_activity_at', '<', atIso)
      .execute();
  }

  /** Conversations not ended whose last activity is before `beforeIso`, oldest first. */
  async listOpenIdle(beforeIso: string, limit = 200): Promise<Pick<ConversationRow, 'id' | 'last_activity_at'>[]> {
    return this.db
      .selectFrom('conversations')
      .select(['id', 'last_activity_at'])
      .where('ended_at', 'is', null)
      .where('is_demo', '=', 0)
      .where('last_activity_at', '<', beforeIso)
      .orderBy('last_activity_at')
      .limit(limit)
      .execute();
  }

  async end(
    id: string,
    endedAtIso: string = nowIso(),
    scores: { engagementScore?: number | null; completionRate?: number | null } = {},
  ): Promise<boolean> {
    return this.update(id, {
      ended_at: endedAtIso,
      ...(scores.engagementScore === undefined ? {} : { engagement_score: scores.engagementScore }),
      ...(scores.completionRate === undefined ? {} : { completion_rate: scores.completionRate }),
    });
  }

  async delete(id: string): Promise<boolean> {
    const res = await this.db.deleteFrom('conversations').where('id', '=', id).executeTakeFirst();
    return res.numDeletedRows > 0n;
  }

  /** Removes seeded demo sessions and everything attached to them. */
  async deleteDemo(): Promise<number> {
    const res = await this.db.deleteFrom('conversations').where('is_demo', '=', 1).executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /** Stores the message once per (conversation, id) with the next sequence number (1-based). */
  async appendMessage(input: AppendMessageInput): Promise<AppendMessageResult> {
    const id = input.id ?? newId();
    const createdAt = input.createdAt ?? nowIso();
    for (let attempt = 1; attempt <= MAX_SEQUENCE_ATTEMPTS; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          // Updating the parent row first locks it, so appends to one conversation queue up here and
          // each one's max(sequence) already sees the previous commit. It also records the activity.
          await trx
            .updateTable('conversations')
            .set({
              last_activity_at: sql<string>`case when last_activity_at < ${createdAt} then ${createdAt} else last_activity_at end`,
            })
            .where('id', '=', input.conversationId)
            .execute();
          const inserted = await trx
            .insertInto('messages')
            .values({
              id,
              conversation_id: input.conversationId,
              sequence: sql<number>`(select coalesce(max(sequence), 0) + 1 from messages where conversation_id = ${input.conversationId})`,
              role: input.role,
              content: input.content,
              confidence: input.confidence ?? null,
              input_mode: input.inputMode ?? 'voice',
              created_at: createdAt,
            })
            .onConflict((oc) => oc.columns(['conversation_id', 'id']).doNothing())
            .returningAll()
            .executeTakeFirst();
          if (inserted) return { isNew: true, message: inserted };
          const existing = await new ConversationsRepository(trx).getMessage(input.conversationId, id);
          if (!existing) throw new Error(`Message ${id} conflicted but cannot be read back`);
          return { isNew: false, message: existing };
        });
      } catch (err) {
        // The unique constraint on (conversation_id, sequence) is the backstop where the row lock is
        // not enough (another process on the same SQLite file); the loser simply tries again.
        if (!isUniqueViolation(err) || attempt >= MAX_SEQUENCE_ATTEMPTS) throw err;
      }
    }
    throw new Error(`Could not append message ${id} to ${input.conversationId}: too much contention`);
  }

  async getMessage(conversationId: string, id: string): Promise<MessageRow | undefined> {
    return this.db
      .selectFrom('messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The transcript in sequence order. */
  async listMessages(conversationId: string): Promise<MessageRow[]> {
    return this.db
      .selectFrom('messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .orderBy('sequence')
      .execute();
  }

  async countMessages(conversationId: string): Promise<number> {
    const row = await this.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirstOrThrow();
    return toNumber(row.n);
  }
}
