/** Database: status, health checks, the table list and a table's rows. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { statusBadgeColour } from '@shared/display/session';
import { failureText } from '../../api/http';
import { fetchDatabaseHealth, fetchDatabaseStatus } from '../api/ops-api';
import { Badge, ErrorBlock, Loading, formatDateTime } from '../ui/Badge';
import { teacherKeys } from '../api/query-keys';
import { showsLoading } from '../ui/query-state';
import { AdminOnlyNote } from './AdminOnly';
import { TableDataView } from './TableDataView';

function HealthChecks() {
  const health = useQuery({
    queryKey: teacherKeys.ops('database-health'),
    queryFn: fetchDatabaseHealth,
    meta: { failureLog: 'Failed to fetch database health' },
  });
  if (!health.isSuccess) return null;
  const { overall_status, checks } = health.data;
  return (
    <section className="tc-card">
      <h4>
        Health <Badge tone={statusBadgeColour(overall_status)}>{overall_status}</Badge>
      </h4>
      <ul className="tc-list">
        {Object.entries(checks).map(([name, check]) => (
          <li key={name}>
            <Badge tone={statusBadgeColour(check.status)}>{check.status}</Badge> <strong>{name}</strong>: {check.details}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Status and health are for every signed-in user; a table's raw rows only for an administrator. */
export function DatabasePanel({ canViewTables = true }: { canViewTables?: boolean }) {
  const status = useQuery({ queryKey: teacherKeys.ops('database-status'), queryFn: fetchDatabaseStatus });
  const [table, setTable] = useState<string | null>(null);
  const retry = () => void status.refetch();
  if (showsLoading(status)) return <Loading text="Loading database status..." />;
  if (status.isError) {
    return (
      <ErrorBlock message={failureText(status.error, 'Failed to fetch database status', 'Failed to fetch database status')} onRetry={retry} />
    );
  }
  const data = status.data;
  if (!data) return null;
  if (table) return <TableDataView name={table} onClose={() => setTable(null)} />;
  return (
    <div className="tc-stack">
      <dl className="tc-facts">
        <dt>Status</dt>
        <dd>
          <Badge tone={statusBadgeColour(data.status)}>{data.status}</Badge>
        </dd>
        <dt>Type</dt>
        <dd>{data.database_type}</dd>
        <dt>Location</dt>
        <dd>{data.database_path}</dd>
        <dt>Initialized</dt>
        <dd>
          {data.initialization_info.initialized ? 'Yes' : 'No'} {formatDateTime(data.initialization_info.initialization_time)}
          {data.initialization_info.error ? <span className="tc-error-text"> {data.initialization_info.error}</span> : null}
        </dd>
        <dt>Size</dt>
        <dd>{data.database_size_mb.toFixed(2)} MB</dd>
        <dt>Tables / indexes / migrations</dt>
        <dd>
          {data.total_tables} / {data.total_indexes} / {data.total_migrations}
        </dd>
      </dl>
      <button type="button" className="tc-button" onClick={retry}>Retry</button>
      <HealthChecks />
      <section className="tc-card">
        <h4>Tables</h4>
        {canViewTables ? null : <AdminOnlyNote action="open a table's rows" />}
        <ul className="tc-table-list">
          {data.tables.map((item) => (
            <li key={item.name}>
              {canViewTables ? (
                <button type="button" className="tc-link-button" onClick={() => setTable(item.name)}>
                  {item.name}
                </button>
              ) : (
                <span>{item.name}</span>
              )}{' '}
              <span className="tc-muted">{item.row_count} rows</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
