/**
 * A page opened over plain http from another device has no microphone (browsers give it only to https
 * pages and localhost). Then the child is sent to the server's secure address, in their band's words.
 */
import { useEffect, useState } from 'react';
import { SecureAddressResponseSchema, type AgeProfileKey } from '@shared';
import { apiPath, requestJson } from '../api/http';

export interface SecureAddress {
  httpsUrl: string | null;
  trustUrl: string | null;
}

/** The secure address for the host this page came from; null when the page is already secure. */
export function useSecureAddress(): SecureAddress | null {
  const [address, setAddress] = useState<SecureAddress | null>(null);
  useEffect(() => {
    if (window.isSecureContext) return;
    let live = true;
    void requestJson(apiPath('network/secure-address'), { schema: SecureAddressResponseSchema })
      .then((answer) => {
        if (!live) return;
        const base = answer.https_port ? `https://${window.location.hostname}${answer.https_port === 443 ? '' : `:${answer.https_port}`}` : null;
        setAddress({ httpsUrl: base ? `${base}/` : null, trustUrl: base && answer.trust_path ? `${base}${answer.trust_path}` : null });
      })
      .catch(() => live && setAddress({ httpsUrl: null, trustUrl: null }));
    return () => {
      live = false;
    };
  }, []);
  return address;
}

/** What the child reads; `band` null before an age is chosen. */
export function insecureMessage(band: AgeProfileKey | null, httpsUrl: string | null): string {
  if (!httpsUrl) {
    return band === '6-8'
      ? "I can't hear you on this page. Ask a grown-up to help!"
      : 'The microphone does not work on this address. Ask your teacher for the secure (https) address.';
  }
  if (band === '6-8') return `I can't hear you on this page. Ask a grown-up to open ${httpsUrl}`;
  if (band === '9-11') return `The microphone only works on the safe address. Open ${httpsUrl} (ask your teacher if it shows a warning).`;
  return `The microphone needs a secure connection. Open ${httpsUrl} instead.`;
}

/** Whether this page may use the microphone at all (false over plain http from another device). */
export function pageCanUseMicrophone(): boolean {
  return typeof window === 'undefined' || window.isSecureContext;
}
