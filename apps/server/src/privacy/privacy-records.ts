/**
 * A child's data rights as the administrator exercises them: export every row about one conversation,
 * erase one conversation (answering how many rows went from each table), and erase everything last
 * active before a date. The row-level work is db/purge.ts; this adds the counts an administrator needs
 * to see that the erase did what they asked.
 */
import type { Db } from '../db/database';
import { eraseConversation, exportConversation, purgeOlderThan, type ConversationExport } from '../db/purge';

export type ErasedCounts = Record<string, number>;

export async function exportConversationRecords(
  db: Db,
  conversationId: string,
): Promise<ConversationExport | undefined> {
  return exportConversation(db, conversationId);
}

/** Erases the conversation and all its rows; undefined when nothing was stored about it. */
export async function eraseConversationRecords(
  db: Db,
  conversationId: string,
): Promise<ErasedCounts | undefined> {
  const before = await exportConversation(db, conversationId);
  const erased = await eraseConversation(db, conversationId);
  if (!erased) return undefined;
  const counts: ErasedCounts = { conversations: before ? 1 : 0 };
  for (const [table, rows] of Object.entries(before?.tables ?? {})) counts[table] = rows.length;
  return counts;
}

/** Start of the given UTC calendar day (`YYYY-MM-DD`). */
export function startOfUtcDay(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** Erases conversations last active, alerts raised and UI states saved before the start of `date` (UTC). */
export async function eraseBefore(db: Db, date: string) {
  const result = await purgeOlderThan(db, 0, startOfUtcDay(date));
  return {
    cutoff: result.cutoff,
    erased: {
      conversations: result.conversations,
      safety_alerts: result.safetyAlerts,
      ui_states: result.uiStates,
    },
  };
}
