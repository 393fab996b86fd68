/** The last known UI state (floating panel, microphone position) per conversation. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { fromJson, nowIso, toJson } from './sql-values';

export interface StoredUiState {
  conversationId: string;
  /** Parsed JSON as saved; callers validate it with the shared schema. */
  state: unknown;
  updatedAt: string;
}

export class UiStatesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(conversationId: string): Promise<StoredUiState | undefined> {
    const row = await this.db
      .selectFrom('ui_states')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    return (
      row && { conversationId: row.conversation_id, state: fromJson(row.state), updatedAt: row.updated_at }
    );
  }

  async save(conversationId: string, state: unknown, atIso: string = nowIso()): Promise<void> {
    const values = { state: toJson(state), updated_at: atIso };
    await this.db
      .insertInto('ui_states')
      .values({ conversation_id: conversationId, ...values })
      .onConflict((oc) => oc.column('conversation_id').doUpdateSet(values))
      .execute();
  }

  async delete(conversationId: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('ui_states')
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    return res.numDeletedRows > 0n;
  }
}
