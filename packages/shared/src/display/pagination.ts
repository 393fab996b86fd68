/** The sessions list pagination (teacher-side sections 2.1 and 5). */

export interface PaginationInput {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  total: number;
  /** What is being paged, plural: 'sessions' (the spec's list) or 'alerts'. */
  noun?: string;
}

export interface PaginationView {
  totalPages: number;
  /** Pagination is shown only when there is more than one page. */
  visible: boolean;
  rangeText: string;
  pageText: string;
  previousDisabled: boolean;
  nextDisabled: boolean;
}

export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0 || total <= 0) return 0;
  return Math.ceil(total / pageSize);
}

export function paginationView({ page, pageSize, total, noun = 'sessions' }: PaginationInput): PaginationView {
  const totalPages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return {
    totalPages,
    visible: totalPages > 1,
    rangeText: `Showing ${first} to ${last} of ${total} ${noun}`,
    pageText: `Page ${page} of ${totalPages}`,
    previousDisabled: page <= 1,
    nextDisabled: page >= totalPages,
  };
}
