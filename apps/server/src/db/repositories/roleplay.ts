/** Roleplay turns (a story character's lines and the child's emotional engagement) per conversation. */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, NewRoleplayTurn, RoleplayTurnRow } from '../schema';
import { newId, nowIso } from './sql-values';

export type NewRoleplayTurnInput = Omit<NewRoleplayTurn, 'id' | 'created_at' | 'turn'> & {
  id?: string;
  /** Defaults to one after the conversation's last turn. */
  turn?: number;
  created_at?: string;
};

export class RoleplayRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(input: NewRoleplayTurnInput): Promise<RoleplayTurnRow> {
    const turn =
      input.turn ??
      sql<number>`(select coalesce(max(turn), 0) + 1 from roleplay_turns where conversation_id = ${input.conversation_id})`;
    return this.db
      .insertInto('roleplay_turns')
      .values({ ...input, turn, id: input.id ?? newId(), created_at: input.created_at ?? nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async listByConversation(conversationId: string): Promise<RoleplayTurnRow[]> {
    return this.db
      .selectFrom('roleplay_turns')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .orderBy('turn')
      .orderBy('created_at')
      .execute();
  }
}
