/** The first 100 rows of one table (`?limit=100&offset=0`). */
import { useQuery } from '@tanstack/react-query';
import { failureText } from '../../api/http';
import { fetchTableData } from '../api/ops-api';
import { ErrorBlock, Loading } from '../ui/Badge';
import { teacherKeys } from '../api/query-keys';
import { showsLoading } from '../ui/query-state';

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? '';
}

export function TableDataView({ name, onClose }: { name: string; onClose: () => void }) {
  const table = useQuery({ queryKey: teacherKeys.ops('table', { name }), queryFn: () => fetchTableData(name) });
  const data = table.isSuccess ? table.data : null;
  return (
    <section className="tc-card" aria-labelledby="tc-table-title">
      <div className="tc-row tc-space-between">
        <h4 id="tc-table-title">Table {name}</h4>
        <button type="button" className="tc-button" onClick={onClose}>Back to tables</button>
      </div>
      {showsLoading(table) ? <Loading text="Loading table data..." /> : null}
      {table.isError && !table.isFetching ? (
        <ErrorBlock message={failureText(table.error, 'Failed to fetch table data', 'Failed to fetch table data')} onRetry={() => void table.refetch()} />
      ) : null}
      {data ? (
        <>
          <p className="tc-muted tc-small">
            Showing {data.returned_rows} of {data.total_rows} rows
          </p>
          <div className="tc-table-scroll" tabIndex={0} aria-label={`Rows of ${name}`}>
            <table className="tc-table">
              <thead>
                <tr>
                  {data.columns.map((column) => (
                    <th key={column} scope="col">{column}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.data.map((row, index) => (
                  <tr key={index}>
                    {data.columns.map((column) => (
                      <td key={column}>{cellText(row[column])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
