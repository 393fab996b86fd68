/** Safety alerts raised by guardrails for teachers to review and resolve. */
import type { Kysely } from 'kysely';
import type { Database, NewSafetyAlert, SafetyAlertRow } from '../schema';
import { newId, nowIso, toNumber } from './sql-values';

export type NewSafetyAlertInput = Omit<NewSafetyAlert, 'id' | 'created_at' | 'resolved'> & {
  id?: string;
  created_at?: string;
};

export interface SafetyAlertFilter {
  resolved?: boolean | undefined;
  conversationId?: string | undefined;
  limit?: number | undefined;
}

export class SafetyAlertsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: NewSafetyAlertInput): Promise<SafetyAlertRow> {
    return this.db
      .insertInto('safety_alerts')
      .values({ ...input, id: input.id ?? newId(), created_at: input.created_at ?? nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Newest first. */
  async list(filter: SafetyAlertFilter = {}): Promise<SafetyAlertRow[]> {
    let q = this.db.selectFrom('safety_alerts').selectAll();
    if (filter.resolved !== undefined) q = q.where('resolved', '=', filter.resolved ? 1 : 0);
    if (filter.conversationId !== undefined) q = q.where('conversation_id', '=', filter.conversationId);
    if (filter.limit !== undefined) q = q.limit(filter.limit);
    return q.orderBy('created_at', 'desc').execute();
  }

  async get(id: string): Promise<SafetyAlertRow | undefined> {
    return this.db.selectFrom('safety_alerts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async resolve(id: string, resolverNotes: string | null, atIso: string = nowIso()): Promise<boolean> {
    const res = await this.db
      .updateTable('safety_alerts')
      .set({ resolved: 1, resolver_notes: resolverNotes, resolved_at: atIso })
      .where('id', '=', id)
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  async countOpen(): Promise<number> {
    const row = await this.db
      .selectFrom('safety_alerts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('resolved', '=', 0)
      .executeTakeFirstOrThrow();
    return toNumber(row.n);
  }
}
