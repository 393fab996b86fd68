/**
 * A reading as the teacher's report has it: the word outcomes the session stored (read through the
 * reading repository, with a teacher's verdict in place of the tracker's kind where there is one) and
 * the story's reading record (its WCPM). These, not the bench's own replay of the tracker, are what the
 * robustness bench scores. The session saves after each final hypothesis, in order (live state, record,
 * outcomes), so the figures are read once two reads in a row agree.
 */
import type { MiscueKind, MiscueRecord } from '../../apps/server/src/reading/types';
import type { Repositories } from '../../apps/server/src/db/repositories';

export interface TeacherRecord {
  outcomes: MiscueRecord[];
  /** The story's WCPM in the teacher's record; null when none was saved. */
  wcpm: number | null;
}

const KINDS: ReadonlySet<string> = new Set<MiscueKind>(['substitution', 'omission', 'insertion', 'self_correction', 'repetition', 'hesitation']);
const isKind = (kind: string): kind is MiscueKind => KINDS.has(kind);

async function readOnce(repos: Pick<Repositories, 'reading'>, conversationId: string, storyId: string): Promise<TeacherRecord & { saved: boolean }> {
  const [rows, records] = await Promise.all([repos.reading.listOutcomes(conversationId), repos.reading.listRecords(conversationId)]);
  const record = records.find((r) => r.story_id === storyId);
  const outcomes = rows
    .filter((row) => row.story_id === storyId)
    .flatMap((row): MiscueRecord[] => {
      const kind = row.teacher_kind ?? row.kind;
      if (!isKind(kind)) return [];
      return [{ wordIndex: row.word_index, expected: row.expected, kind, atMs: row.at_ms, ...(row.heard === null ? {} : { heard: row.heard }) }];
    });
  return { outcomes, wcpm: record?.wcpm ?? null, saved: record !== undefined };
}

export async function teacherRecord(repos: Pick<Repositories, 'reading'>, conversationId: string, storyId: string): Promise<TeacherRecord> {
  let last = await readOnce(repos, conversationId, storyId);
  for (let attempt = 0; attempt < 30; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await readOnce(repos, conversationId, storyId);
    if (next.saved && JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}
