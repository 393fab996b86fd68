/** The version in three variants (teacher-side 2.5): footer, badge and detailed. */
import { commitShort, versionBugFixesShown, versionFeaturesView, versionFooterText } from '@shared/display/version';
import type { VersionInfo } from '@shared/schemas/ops';
import { Badge, formatDateTime, type Tone } from '../ui/Badge';
import { useVersion } from './useVersion';

export type VersionVariant = 'footer' | 'badge' | 'detailed';

function environmentTone(environment: string): Tone {
  if (environment === 'production') return 'green';
  if (environment === 'staging') return 'yellow';
  return 'blue';
}

function Detailed({ info }: { info: VersionInfo }) {
  const commit = commitShort(info.build.commit);
  const features = versionFeaturesView(info.release.features);
  const bugFixes = versionBugFixesShown(info.release.bug_fixes);
  return (
    <div className="tc-version-detailed">
      <dl className="tc-facts">
        <dt>Version</dt>
        <dd>{info.version}</dd>
        <dt>Release</dt>
        <dd>{info.release.name}</dd>
        <dt>Environment</dt>
        <dd>
          <Badge tone={environmentTone(info.build.environment)}>{info.build.environment}</Badge>
        </dd>
        <dt>Build</dt>
        <dd>{info.build.number}</dd>
        <dt>Build date</dt>
        <dd>{formatDateTime(info.build.date)}</dd>
        {commit ? (
          <>
            <dt>Commit</dt>
            <dd>
              <code>{commit}</code>
            </dd>
          </>
        ) : null}
        <dt>API version</dt>
        <dd>{info.compatibility.api_version}</dd>
      </dl>
      {info.release.notes ? <p>{info.release.notes}</p> : null}
      {features.shown.length > 0 ? (
        <>
          <h4>Features</h4>
          <ul>
            {features.shown.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {features.moreText ? <p className="tc-muted">{features.moreText}</p> : null}
        </>
      ) : null}
      {bugFixes.length > 0 ? (
        <>
          <h4>Bug fixes</h4>
          <ul>
            {bugFixes.map((fix) => (
              <li key={fix}>{fix}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function VersionDisplay({ variant }: { variant: VersionVariant }) {
  const view = useVersion();
  if (view.status === 'loading') return <span className="tc-muted">Loading version...</span>;
  const { info } = view;
  const unavailable = view.status === 'fallback' ? <span className="tc-muted"> (Version unavailable)</span> : null;
  switch (variant) {
    case 'footer':
      return (
        <span className="tc-version-footer">
          {versionFooterText(info.version)} <Badge tone={environmentTone(info.build.environment)}>{info.build.environment}</Badge>
          {unavailable}
        </span>
      );
    case 'badge':
      return (
        <span className="tc-badge tc-badge-grey tc-badge-plain">
          v{info.version} (build {info.build.number})
        </span>
      );
    case 'detailed':
      return (
        <>
          {view.status === 'fallback' ? <p className="tc-error-text">Version unavailable</p> : null}
          <Detailed info={info} />
        </>
      );
  }
}
