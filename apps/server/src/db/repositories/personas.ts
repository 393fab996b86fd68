/**
 * Companion persona state per conversation (active persona, intervention budget used, switches) and
 * the log of each intervention, which the teacher's persona history shows.
 */
import type { Kysely } from 'kysely';
import type { Database, NewPersonaIntervention, PersonaInterventionRow } from '../schema';
import { fromJson, newId, nowIso, toJson, toNumber } from './sql-values';

export interface StoredPersonaState {
  conversationId: string;
  /** Parsed JSON as saved; the companion validates it with its own schema. */
  state: unknown;
  updatedAt: string;
}

export type PersonaIntervention = Omit<PersonaInterventionRow, 'metadata'> & { metadata: unknown };
export type NewPersonaInterventionInput = Omit<NewPersonaIntervention, 'id' | 'created_at' | 'metadata'> & {
  id?: string;
  created_at?: string;
  metadata?: unknown;
};

export class PersonasRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async getState(conversationId: string): Promise<StoredPersonaState | undefined> {
    const row = await this.db
      .selectFrom('persona_states')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    return (
      row && { conversationId: row.conversation_id, state: fromJson(row.state), updatedAt: row.updated_at }
    );
  }

  async saveState(conversationId: string, state: unknown, atIso: string = nowIso()): Promise<void> {
    const values = { state: toJson(state), updated_at: atIso };
    await this.db
      .insertInto('persona_states')
      .values({ conversation_id: conversationId, ...values })
      .onConflict((oc) => oc.column('conversation_id').doUpdateSet(values))
      .execute();
  }

  async addIntervention(input: NewPersonaInterventionInput): Promise<PersonaIntervention> {
    const row = await this.db
      .insertInto('persona_interventions')
      .values({
        ...input,
        id: input.id ?? newId(),
        created_at: input.created_at ?? nowIso(),
        metadata: toJson(input.metadata ?? {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toIntervention(row);
  }

  /** In the order they happened. */
  async listInterventions(conversationId: string): Promise<PersonaIntervention[]> {
    const rows = await this.db
      .selectFrom('persona_interventions')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .orderBy('intervention_number')
      .orderBy('created_at')
      .execute();
    return rows.map(toIntervention);
  }

  async countInterventions(conversationId: string): Promise<number> {
    const row = await this.db
      .selectFrom('persona_interventions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirstOrThrow();
    return toNumber(row.n);
  }
}

function toIntervention(row: PersonaInterventionRow): PersonaIntervention {
  return { ...row, metadata: fromJson(row.metadata) };
}
