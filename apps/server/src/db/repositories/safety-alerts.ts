/**
 * Safety alerts raised by guardrails for teachers to review and resolve. Alerts are read with their
 * context — the session's story and age, and the child's line that raised the alert — and the
 * dashboard's list is filtered and paged here, in the database.
 */
import { UNCLEAR_MARK } from '../../language/recognized-words';
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
  /** Alert type, e.g. 'bullying'. */
  kind?: string | undefined;
  severity?: string | undefined;
  limit?: number | undefined;
}

/** An alert with what a teacher needs to act on it. */
export interface SafetyAlertInContext extends SafetyAlertRow {
  story_title: string | null;
  user_age: number | null;
  age_band: string | null;
  /** The content of the message that raised it. */
  line: string | null;
}

export interface SafetyAlertPage {
  alerts: SafetyAlertInContext[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
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

  /**
   * The child's message an alert is about: the newest of their last few messages with this text. The
   * voice session stores a message before the companion screens it, so it is there when we look; a line
   * heard below the confidence line is stored as "(unclear) <text>" (UNCLEAR_MARK), and found as such.
   */
  async findRaisingMessageId(conversationId: string, text: string, lookback = 5): Promise<string | null> {
    const wanted = text.trim();
    if (wanted === '') return null;
    const marked = `${UNCLEAR_MARK} ${wanted}`;
    const recent = await this.db
      .selectFrom('messages')
      .select(['id', 'content'])
      .where('conversation_id', '=', conversationId)
      .where('role', '=', 'user')
      .orderBy('sequence', 'desc')
      .limit(lookback)
      .execute();
    return recent.find((m) => m.content.trim() === wanted || m.content.trim() === marked)?.id ?? null;
  }

  private filtered(filter: SafetyAlertFilter) {
    let q = this.db.selectFrom('safety_alerts as a');
    if (filter.resolved !== undefined) q = q.where('a.resolved', '=', filter.resolved ? 1 : 0);
    if (filter.conversationId !== undefined) q = q.where('a.conversation_id', '=', filter.conversationId);
    if (filter.kind !== undefined) q = q.where('a.alert_type', '=', filter.kind);
    if (filter.severity !== undefined) q = q.where('a.severity', '=', filter.severity);
    return q;
  }

  private inContext(filter: SafetyAlertFilter) {
    return this.filtered(filter)
      .leftJoin('conversations as c', 'c.id', 'a.conversation_id')
      .leftJoin('messages as m', (join) =>
        join.onRef('m.conversation_id', '=', 'a.conversation_id').onRef('m.id', '=', 'a.message_id'),
      )
      .selectAll('a')
      .select(['c.story_title', 'c.user_age', 'c.age_band', 'm.content as line'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc');
  }

  /** Newest first. */
  async list(filter: SafetyAlertFilter = {}): Promise<SafetyAlertInContext[]> {
    let q = this.inContext(filter);
    if (filter.limit !== undefined) q = q.limit(filter.limit);
    return q.execute();
  }

  /** One page of the alerts matching the filter, newest first, and how many match in all. */
  async page(filter: SafetyAlertFilter, page: number, pageSize: number): Promise<SafetyAlertPage> {
    const size = Math.max(1, Math.trunc(pageSize));
    const current = Math.max(1, Math.trunc(page));
    const [alerts, count] = await Promise.all([
      this.inContext(filter)
        .limit(size)
        .offset((current - 1) * size)
        .execute(),
      this.filtered(filter)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const total = toNumber(count.n);
    return { alerts, total, page: current, pageSize: size, totalPages: Math.ceil(total / size) };
  }

  async get(id: string): Promise<SafetyAlertInContext | undefined> {
    return this.inContext({}).where('a.id', '=', id).executeTakeFirst();
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
