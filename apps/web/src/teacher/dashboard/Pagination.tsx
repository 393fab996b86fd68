/** Previous / Next with 'Showing X to Y of N sessions' (or alerts) and 'Page X of Y'; hidden for a single page. */
import { paginationView } from '@shared/display/pagination';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Plural of what is paged; 'sessions' unless told. */
  noun?: string;
}

export function Pagination({ page, pageSize, total, onPage, noun = 'sessions' }: PaginationProps) {
  const view = paginationView({ page, pageSize, total, noun });
  if (!view.visible) return null;
  return (
    <nav className="tc-pagination" aria-label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} pages`}>
      <span className="tc-muted">{view.rangeText}</span>
      <div className="tc-row">
        <button type="button" className="tc-button" disabled={view.previousDisabled} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span>{view.pageText}</span>
        <button type="button" className="tc-button" disabled={view.nextDisabled} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
