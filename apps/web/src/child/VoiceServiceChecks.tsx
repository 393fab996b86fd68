/**
 * The debug panel's voice section: the provider's validation (GET /api/voicelive/config/validate) with
 * its capabilities and issues, and this session's status (GET /api/voicelive/session/status/{id}):
 * connected, turn-detection mode and why a cloud provider fell back, if it did.
 */
import { useEffect, useState } from 'react';
import type { ConfigValidateResponse, SessionStatusResponse } from '@shared/schemas/voice-session';
import { errorMessage } from '../api/http';
import { getSessionStatus, validateVoiceConfig } from '../api/voice-diagnostics';
import type { SessionConfigSource } from '../voice/session-config';
import { capabilityLines, providerText, sessionStatusText } from './voice-service-text';

type Loaded<T> = { ok: true; value: T } | { ok: false; error: string } | null;

async function load<T>(call: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, error: errorMessage(error) };
  }
}

export interface VoiceServiceChecksProps {
  conversationId: string;
  sessionConfig: SessionConfigSource | null;
  /** Bumped by Retest. */
  run: number;
}

export function VoiceServiceChecks({ conversationId, sessionConfig, run }: VoiceServiceChecksProps) {
  const [report, setReport] = useState<Loaded<ConfigValidateResponse>>(null);
  const [status, setStatus] = useState<Loaded<SessionStatusResponse>>(null);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([load(validateVoiceConfig), load(() => getSessionStatus(conversationId))]).then(([nextReport, nextStatus]) => {
      if (cancelled) return;
      setReport(nextReport);
      setStatus(nextStatus);
    });
    return () => {
      cancelled = true;
    };
  }, [conversationId, run]);

  return (
    <dl className="lc-voice-checks" aria-live="polite">
      <div className="lc-check">
        <dt>Voice provider</dt>
        <dd className={report ? (report.ok && report.value.valid ? 'lc-ok' : 'lc-fail') : ''}>
          {!report ? 'Testing...' : report.ok ? providerText(report.value) : `Failed: ${report.error}`}
        </dd>
      </div>
      {report?.ok ? (
        <>
          <div className="lc-check">
            <dt>Capabilities</dt>
            <dd>
              <ul className="lc-capabilities">
                {capabilityLines(report.value).map((line) => (
                  <li key={line.label} className={line.available ? 'lc-ok' : 'lc-fail'}>
                    {line.available ? '✓' : '✗'} {line.label}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="lc-check">
            <dt>Issues</dt>
            <dd>{report.value.issues.length === 0 ? 'None' : <ul>{report.value.issues.map((issue) => <li key={issue}>{issue}</li>)}</ul>}</dd>
          </div>
        </>
      ) : null}
      <div className="lc-check">
        <dt>Voice session</dt>
        <dd className={status ? (status.ok && status.value.connected ? 'lc-ok' : 'lc-fail') : ''}>
          {!status ? 'Testing...' : status.ok ? sessionStatusText(status.value) : `Failed: ${status.error}`}
        </dd>
      </div>
      {status?.ok && status.value.fallback_reason ? (
        <div className="lc-check">
          <dt>Fallback reason</dt>
          <dd className="lc-fail">{status.value.fallback_reason}</dd>
        </div>
      ) : null}
      {sessionConfig ? (
        <div className="lc-check">
          <dt>Session config</dt>
          <dd className={sessionConfig === 'backend' ? 'lc-ok' : 'lc-fail'}>
            {sessionConfig === 'backend' ? 'from the backend' : 'local fallback (backend unavailable)'}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
