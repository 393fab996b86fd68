/**
 * Pages for per-page fluency. A page is a paragraph of the story text model (what the reader shows as
 * one block, split at blank lines); a paragraph longer than `maxPageWords` is cut into near-equal pages
 * so that one wall of text still gives several measurements.
 */
import type { TokenizedStory } from '@shared';

export interface PageSpan {
  page: number;
  paragraph: number;
  startIndex: number;
  /** Exclusive. */
  endIndex: number;
}

export const DEFAULT_MAX_PAGE_WORDS = 120;

export function paginate(story: TokenizedStory, maxPageWords = DEFAULT_MAX_PAGE_WORDS): PageSpan[] {
  const pages: PageSpan[] = [];
  for (const paragraph of story.paragraphs) {
    const first = paragraph.words[0];
    if (!first) continue;
    const count = paragraph.words.length;
    const parts = Math.max(1, Math.ceil(count / Math.max(1, maxPageWords)));
    for (let part = 0; part < parts; part += 1) {
      const startIndex = first.index + Math.round((part * count) / parts);
      const endIndex = first.index + Math.round(((part + 1) * count) / parts);
      pages.push({ page: pages.length, paragraph: paragraph.index, startIndex, endIndex });
    }
  }
  return pages;
}
