/** System Info: the detailed version, and the general configuration settings as read-only rows. */
import { Loading, formatDateTime } from '../ui/Badge';
import { fetchGeneralConfig } from '../api/ops-api';
import { useQuery } from '@tanstack/react-query';
import { teacherKeys } from '../api/query-keys';
import { VersionDisplay } from '../version/VersionDisplay';

function GeneralConfig() {
  const config = useQuery({
    queryKey: teacherKeys.ops('general-config'),
    queryFn: fetchGeneralConfig,
    meta: { failureLog: 'Failed to load dashboard config' },
  });
  if (config.isPending) return <Loading text="Loading configuration..." />;
  if (config.isError || config.data.length === 0) return null;
  return (
    <section className="tc-card">
      <h4>Configuration settings</h4>
      <div className="tc-table-scroll" tabIndex={0} aria-label="Configuration settings">
        <table className="tc-table">
          <thead>
            <tr>
              <th scope="col">Setting</th>
              <th scope="col">Value</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {config.data.map((setting) => (
              <tr key={setting.id}>
                <th scope="row">{setting.settingKey}</th>
                <td>{setting.settingValue}</td>
                <td>{setting.dataType}</td>
                <td>{setting.description}</td>
                <td>{formatDateTime(setting.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function SystemInfo() {
  return (
    <div className="tc-stack">
      <VersionDisplay variant="badge" />
      <VersionDisplay variant="detailed" />
      <GeneralConfig />
    </div>
  );
}
