/**
 * A session's running record: each story read, word by word as the tracker counts them
 * (`tokenizeStory`), with the tracker's miscues (`word_outcomes`) in place. A teacher's verdict on a
 * miscue (`teacher_kind`) is the one in force; a verdict that is not a miscue kind ('correct') clears it.
 */
import {
  READING_MISCUE_KINDS,
  tokenizeStory,
  type ReadingMiscueKind,
  type RunningRecordEntry,
  type RunningRecordMark,
  type RunningRecordResponse,
  type RunningRecordStory,
  type WordMiscueKind,
} from '@shared';
import type { Repositories } from '../db/repositories';
import type { ReadingRecordRow, WordOutcomeRow } from '../db/schema';

type RunningRecordRepos = Pick<Repositories, 'reading' | 'stories'>;

const MISCUE_KINDS: readonly string[] = READING_MISCUE_KINDS;
const isMiscueKind = (kind: string): kind is ReadingMiscueKind => MISCUE_KINDS.includes(kind);

/** The kind in force: the teacher's where given; null when that says the word was read right. */
export function kindInForce(outcome: Pick<WordOutcomeRow, 'kind' | 'teacher_kind'>): ReadingMiscueKind | null {
  const kind = outcome.teacher_kind ?? outcome.kind;
  return isMiscueKind(kind) ? kind : null;
}

function emptyCounts(): Record<ReadingMiscueKind, number> {
  return Object.fromEntries(READING_MISCUE_KINDS.map((k) => [k, 0])) as Record<ReadingMiscueKind, number>;
}

/** Words up to the furthest point reached: the record's place (its completion on older rows), or the last miscue if further. */
function reachedWords(record: ReadingRecordRow | undefined, outcomes: readonly WordOutcomeRow[], totalWords: number): number {
  const byCompletion = !record ? 0 : (record.reached_words ?? Math.round((record.completion_percentage * totalWords) / 100));
  const byMiscues = outcomes.reduce((n, o) => Math.max(n, o.word_index + 1), 0);
  return Math.min(totalWords, Math.max(byCompletion, byMiscues));
}

/** One story's record from its text and its outcomes (in reading order). */
export function runningRecordOf(
  story: { id: string; title: string; content: string | null },
  record: ReadingRecordRow | undefined,
  outcomes: readonly WordOutcomeRow[],
): RunningRecordStory {
  const counts = emptyCounts();
  const marks = new Map<number, RunningRecordMark[]>();
  const insertions = new Map<number, RunningRecordEntry[]>();
  for (const outcome of outcomes) {
    const kind = kindInForce(outcome);
    if (kind === null) continue;
    counts[kind] += 1;
    const reviewed = outcome.teacher_kind !== null;
    if (kind === 'insertion') {
      const at = insertions.get(outcome.word_index) ?? [];
      at.push({ type: 'insertion', id: outcome.id, before_index: outcome.word_index, heard: outcome.heard, reviewed });
      insertions.set(outcome.word_index, at);
    } else {
      const at = marks.get(outcome.word_index) ?? [];
      at.push({ id: outcome.id, kind: kind satisfies WordMiscueKind, heard: outcome.heard, reviewed });
      marks.set(outcome.word_index, at);
    }
  }
  const words = story.content === null ? [] : tokenizeStory(story.content).words;
  const totalWords = words.length > 0 ? words.length : (record?.total_words ?? 0);
  const reached = reachedWords(record, outcomes, totalWords);
  const entries: RunningRecordEntry[] = words.flatMap((word) => [
    ...(insertions.get(word.index) ?? []),
    {
      type: 'word' as const,
      index: word.index,
      text: word.text,
      paragraph: word.paragraph,
      reached: word.index < reached,
      marks: marks.get(word.index) ?? [],
    },
  ]);
  return {
    story_id: story.id,
    story_title: story.title,
    text_available: story.content !== null,
    reached_words: reached,
    total_words: totalWords,
    entries,
    counts,
  };
}

/** Every story the conversation read, in the order it started them (stories with miscues but no record last). */
export async function runningRecord(repos: RunningRecordRepos, conversationId: string): Promise<RunningRecordResponse> {
  const [records, outcomes] = await Promise.all([repos.reading.listRecords(conversationId), repos.reading.listOutcomes(conversationId)]);
  const storyIds = [...new Set([...records.map((r) => r.story_id), ...outcomes.map((o) => o.story_id)])];
  const stories = await Promise.all(
    storyIds.map(async (storyId) => {
      const record = records.find((r) => r.story_id === storyId);
      const story = await repos.stories.get(storyId);
      return runningRecordOf(
        { id: storyId, title: story?.title ?? record?.story_title ?? 'Untitled story', content: story?.content ?? null },
        record,
        outcomes.filter((o) => o.story_id === storyId).sort((a, b) => a.at_ms - b.at_ms),
      );
    }),
  );
  return { stories };
}
