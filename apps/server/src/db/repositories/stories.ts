/** The story library: seeded, uploaded and demo stories. `tags` is a JSON list in the table. */
import { sql, type Kysely } from 'kysely';
import type { Database, NewStory, StoryRow, StoryUpdate } from '../schema';
import { fromJson, nowIso, toJson, toNumber } from './sql-values';
import { StoryListCache } from './story-list-cache';

export type Story = Omit<StoryRow, 'tags'> & { tags: string[] };
/** A story without its text, for lists: `preview` is the start of the content. */
export type StorySummary = Omit<Story, 'content'> & { preview: string };
export type NewStoryInput = Omit<NewStory, 'tags' | 'created_at' | 'updated_at'> & {
  tags?: readonly string[];
  created_at?: string;
  updated_at?: string;
};
export type StoryPatch = Omit<StoryUpdate, 'id' | 'tags' | 'created_at' | 'updated_at'> & {
  tags?: readonly string[];
};

export interface StoryFilter {
  ageBand?: string;
  status?: 'active' | 'draft';
  source?: StoryRow['source'];
}

export class StoriesRepository {
  private readonly lists = new StoryListCache<Story>();
  /** The children's cards, by band: what every child's visit asks for. */
  private readonly summaries = new StoryListCache<StorySummary>();

  constructor(private readonly db: Kysely<Database>) {}

  /** For writes to the stories table made elsewhere (the data reset's transaction). */
  forgetLists(): void {
    this.lists.forget();
    this.summaries.forget();
  }

  async insert(input: NewStoryInput): Promise<Story> {
    const row = await this.db
      .insertInto('stories')
      .values(toRow(input))
      .returningAll()
      .executeTakeFirstOrThrow();
    this.forgetLists();
    return toStory(row);
  }

  /** Inserts or replaces by id; the seed library uses this so re-seeding is harmless. */
  async upsert(input: NewStoryInput): Promise<Story> {
    const { id: _id, created_at: _created, ...rest } = toRow(input);
    const row = await this.db
      .insertInto('stories')
      .values(toRow(input))
      .onConflict((oc) => oc.column('id').doUpdateSet(rest))
      .returningAll()
      .executeTakeFirstOrThrow();
    this.forgetLists();
    return toStory(row);
  }

  async get(id: string): Promise<Story | undefined> {
    const row = await this.db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toStory(row);
  }

  /** Newest first. */
  async list(filter: StoryFilter = {}): Promise<Story[]> {
    const key = `${filter.ageBand ?? ''}|${filter.status ?? ''}|${filter.source ?? ''}`;
    return this.lists.get(key, () => this.listFromDatabase(filter));
  }

  private async listFromDatabase(filter: StoryFilter): Promise<Story[]> {
    let q = this.db.selectFrom('stories').selectAll();
    if (filter.ageBand !== undefined) q = q.where('age_band', '=', filter.ageBand);
    if (filter.status !== undefined) q = q.where('status', '=', filter.status);
    if (filter.source !== undefined) q = q.where('source', '=', filter.source);
    const rows = await q.orderBy('created_at', 'desc').orderBy('title').execute();
    return rows.map(toStory);
  }

  /**
   * Newest first, like list(), but the database sends only the first `previewChars` characters of each
   * text: a list of long stories would otherwise move megabytes it never shows.
   */
  async listSummaries(filter: StoryFilter, previewChars: number): Promise<StorySummary[]> {
    return [...(await this.sharedSummaries(filter, previewChars))];
  }

  /** As listSummaries, but the same frozen array while the list is unchanged (see StoryListCache.shared). */
  async sharedSummaries(filter: StoryFilter, previewChars: number): Promise<readonly StorySummary[]> {
    const key = `${filter.ageBand ?? ''}|${filter.status ?? ''}|${filter.source ?? ''}|${previewChars}`;
    return this.summaries.shared(key, () => this.summariesFromDatabase(filter, previewChars));
  }

  private async summariesFromDatabase(filter: StoryFilter, previewChars: number): Promise<StorySummary[]> {
    let q = this.db
      .selectFrom('stories')
      .select([
        'id',
        'title',
        'age_band',
        'reading_level',
        'lexile_level',
        'estimated_read_time',
        'tags',
        'status',
        'grade',
        'difficulty',
        'word_count',
        'source',
        'created_at',
        'updated_at',
      ])
      .select(sql<string>`substr(content, 1, ${previewChars})`.as('preview'));
    if (filter.ageBand !== undefined) q = q.where('age_band', '=', filter.ageBand);
    if (filter.status !== undefined) q = q.where('status', '=', filter.status);
    if (filter.source !== undefined) q = q.where('source', '=', filter.source);
    const rows = await q.orderBy('created_at', 'desc').orderBy('title').execute();
    return rows.map((row) => ({ ...row, tags: tagList(row.tags) }));
  }

  async update(id: string, patch: StoryPatch): Promise<Story | undefined> {
    const { tags, ...rest } = patch;
    const row = await this.db
      .updateTable('stories')
      .set({ ...rest, ...(tags === undefined ? {} : { tags: toJson(tags) }), updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    this.forgetLists();
    return row && toStory(row);
  }

  async delete(id: string): Promise<boolean> {
    const res = await this.db.deleteFrom('stories').where('id', '=', id).executeTakeFirst();
    this.forgetLists();
    return res.numDeletedRows > 0n;
  }

  async deleteBySource(source: StoryRow['source']): Promise<number> {
    const res = await this.db.deleteFrom('stories').where('source', '=', source).executeTakeFirst();
    this.forgetLists();
    return Number(res.numDeletedRows);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('stories')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return toNumber(row.n);
  }
}

function toRow(input: NewStoryInput): NewStory {
  const at = nowIso();
  return {
    ...input,
    tags: toJson(input.tags ?? []),
    created_at: input.created_at ?? at,
    updated_at: input.updated_at ?? input.created_at ?? at,
  };
}

function tagList(json: StoryRow['tags']): string[] {
  const tags = fromJson(json);
  return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
}

function toStory(row: StoryRow): Story {
  return { ...row, tags: tagList(row.tags) };
}
