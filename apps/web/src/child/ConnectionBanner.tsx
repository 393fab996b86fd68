/** The reconnect banner: hidden when connected, otherwise the state and, when lost, a Retry button. */
import type { ConnectionState } from '../voice/reconnecting-socket';
import { connectionBannerText } from './status-text';

export function ConnectionBanner({ state, onRetry }: { state: ConnectionState; onRetry: () => void }) {
  const banner = connectionBannerText(state);
  if (!banner) return null;
  return (
    <div className={`lc-banner lc-banner-${state}`} role="status">
      <span>{banner.text}</span>
      {banner.retry ? (
        <button type="button" className="lc-button lc-button-small" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
