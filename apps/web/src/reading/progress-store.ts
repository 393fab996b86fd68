/**
 * The shared reading progress holder: one current value (the latest `reading_progress` event), which the
 * reader, the progress card and the pronunciation panel all read, and which is cleared with the story.
 */
import type { NextWordResponse, ReadingProgressEvent, ReadingProgressResponse } from '@shared/schemas/reading';

export type ReadingSnapshot = Pick<ReadingProgressEvent, 'progress' | 'next_word' | 'context'>;

type Listener = () => void;

const words = (text: string): string[] => text.split(/\s+/).filter((word) => word.length > 0);

/** A snapshot from the REST answers, for when no live event has arrived yet. */
export function snapshotFromRest(progress: ReadingProgressResponse, next: NextWordResponse): ReadingSnapshot {
  const { success: _progressOk, ...progressFields } = progress;
  const { success: _nextOk, ...nextFields } = next;
  return {
    progress: progressFields,
    next_word: nextFields,
    context: { previous: words(next.context_before), upcoming: words(next.context_after) },
  };
}

export class ProgressStore {
  private value: ReadingSnapshot | null = null;
  private readonly listeners = new Set<Listener>();

  get = (): ReadingSnapshot | null => this.value;

  set(value: ReadingSnapshot): void {
    this.value = value;
    this.listeners.forEach((listener) => listener());
  }

  clear(): void {
    if (this.value === null) return;
    this.value = null;
    this.listeners.forEach((listener) => listener());
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const readingProgressStore = new ProgressStore();
