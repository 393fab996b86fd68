import { describe, expect, it } from 'vitest';
import { paginationView } from './pagination';

describe('paginationView', () => {
  it('describes the first of several pages', () => {
    expect(paginationView({ page: 1, pageSize: 10, total: 25 })).toEqual({
      totalPages: 3,
      visible: true,
      rangeText: 'Showing 1 to 10 of 25 sessions',
      pageText: 'Page 1 of 3',
      previousDisabled: true,
      nextDisabled: false,
    });
  });

  it('clips the last page and disables Next there', () => {
    const last = paginationView({ page: 3, pageSize: 10, total: 25 });
    expect([last.rangeText, last.pageText, last.previousDisabled, last.nextDisabled]).toEqual([
      'Showing 21 to 25 of 25 sessions',
      'Page 3 of 3',
      false,
      true,
    ]);
  });

  it('is hidden with one page or none', () => {
    expect(paginationView({ page: 1, pageSize: 10, total: 10 }).visible).toBe(false);
    expect(paginationView({ page: 1, pageSize: 10, total: 11 }).visible).toBe(true);
    expect(paginationView({ page: 1, pageSize: 10, total: 0 }).visible).toBe(false);
  });
});
