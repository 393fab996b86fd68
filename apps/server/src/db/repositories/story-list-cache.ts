/**
 * The story lists, kept in memory for a moment. Every child's visit asks for the list of their band and
 * it was half the time of that request (the REST bench), while the library changes only when a teacher
 * uploads, edits or clears. This instance's own writes empty the cache at once; a write through another
 * instance (PostgreSQL scale-out) shows here within STORY_LIST_FRESH_MS.
 */
export const STORY_LIST_FRESH_MS = 2_000;

interface Kept<T> {
  loadedAtMs: number;
  items: readonly T[];
}

export class StoryListCache<T> {
  private readonly lists = new Map<string, Kept<T>>();
  private writes = 0;

  constructor(
    private readonly freshMs = STORY_LIST_FRESH_MS,
    private readonly nowMs = () => performance.now(),
  ) {}

  async get(key: string, load: () => Promise<T[]>): Promise<T[]> {
    return [...(await this.shared(key, load))];
  }

  /**
   * The kept list itself, not a copy: the same array until the list changes or goes stale, so a caller
   * may keep what it derives from it (the serialised answer) by the array's identity.
   */
  async shared(key: string, load: () => Promise<T[]>): Promise<readonly T[]> {
    const kept = this.lists.get(key);
    if (kept && this.nowMs() - kept.loadedAtMs < this.freshMs) return kept.items;
    const writesBefore = this.writes;
    const loadedAtMs = this.nowMs();
    const items = await load();
    // A write that landed while this read was in flight may be missing from it: not kept then.
    if (writesBefore === this.writes) this.lists.set(key, { loadedAtMs, items });
    return items;
  }

  /** After any write to the stories table has committed (a read in flight across it is then not kept). */
  forget(): void {
    this.writes++;
    this.lists.clear();
  }
}
