/** The notice on a page with no microphone because it was opened over plain http from another device. */
import type { AgeProfileKey } from '@shared';
import { insecureMessage, useSecureAddress } from './secure-address';

export function InsecureNotice({ band }: { band: AgeProfileKey | null }) {
  const address = useSecureAddress();
  if (!address) return null;
  return (
    <div className="lc-banner lc-banner-insecure" role="alert">
      <span>{insecureMessage(band, address.httpsUrl)}</span>
      {address.httpsUrl ? (
        <a className="lc-button lc-button-small" href={address.httpsUrl}>
          Open the secure address
        </a>
      ) : null}
      {address.trustUrl && band !== '6-8' ? (
        <a className="lc-link-button" href={address.trustUrl}>
          First time on this device?
        </a>
      ) : null}
    </div>
  );
}
