import type { AgeBand } from '../levelling';

/**
 * A story written for this product's starter library. Content is plain ASCII with paragraphs split by
 * blank lines; `id` is a stable slug so the database row survives re-seeding.
 */
export interface SeedStory {
  id: string;
  title: string;
  ageBand: AgeBand;
  tags: string[];
  content: string;
}
